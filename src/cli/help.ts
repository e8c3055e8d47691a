// The text of `assay --help`. Keep it in step with docs/cli.md.
export const HELP = `assay — run API test collections (YAML or JSON) and report the results.

Usage:
  assay -c <collection> [-c <collection> …] [options]
  assay merge <results.json …> -o <dir> [-f <formats>]
  assay import <openapi|postman|har> <file> [-o <dir>]   (assay import --help)

Collections:
  -c, --collections <value…>   A URL (fetched), a directory (every *.yaml, *.yml, *.json
                               below it), a glob, a file, or the collection text itself.
                               Repeatable; several values may follow one -c.
  -v, --variables <name=value…>  Values for \${{ vars.name }}. Split at the first "=".
  -s, --secrets <name=value…>    Values for \${{ secrets.name }}; masked in every output.
      --env-file <path>        name=value lines (variables; "secrets.name=value" for secrets).
  -t, --tags <tag,…>           Run only tests with any of the tags (plus their dependencies).
      --operation <id…>        Run only the tests generated from these OpenAPI operationIds.

  A source with a top-level openapi: or swagger: key (OpenAPI 3.0/3.1, Swagger 2.0) runs
  one test per operation.

Running:
  -p, --parallel               Run independent tests concurrently (after their dependencies).
      --concurrency <n>        Tests in flight with --parallel (default 16).
  -r, --repeats <n>            Run each collection n times, each with fresh context (default 1).
  -d, --delay <ms>             Wait between repetitions (default 0).
      --timeout <ms>           Per-request time limit unless a test sets "timeout" (default 30000).
      --max-body <size>        Largest response body kept, e.g. 10MiB (default 10MiB).
      --insecure               Do not verify TLS certificates.
      --no-follow-redirects    Report 3xx responses instead of following them (default: follow, max 10).
      --bail                   Stop starting tests after the first failure; the rest are skipped.
      --shard <i/n>            Run the i-th of n parts (tests that depend on each other stay together).
      --shard-timings <file>   Balance shards by the durations in an earlier results.json.
      --dry-run                Check the collections, print the plan, send nothing.

Reports:
  -o, --output <path>          A directory for results.json and junit.xml (and any -f formats),
                               or a file path ending in .json or .xml.
  -f, --format <name,…>        Extra formats: html, ctrf, xray, markdown, testlemon (alias json).

Other:
  -l, --license <key>          Accepted for pipelines that pass one; assay needs none. Never printed.
      --debug                  Show stack traces of internal errors.
  -V, --version                Print the version.
  -h, --help                   Print this help.

Exit codes:
  0  every test passed
  1  at least one test failed or errored (tests depending on it are skipped),
     or the reports could not be written
  2  invalid invocation or invalid collection: nothing was sent
  130, 143  interrupted by SIGINT / SIGTERM (reports hold what finished)

Examples:
  assay -c tests/ -o output
  assay -c api.yaml -v baseUrl=http://localhost:8080 -s token=$API_TOKEN -p -f html
  assay -c "$(cat collection.json)" -o output/results.json
  assay -c 'tests/**/*.yaml' -t smoke --bail
  assay -c tests/ --shard 2/4 -o output/shard-2
  assay merge output/shard-*/results.json -o output/all -f html,markdown
`;
