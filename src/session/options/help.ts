// The text of `assay --help`: usage, then the option table of options.ts section by section, laid out
// when asked for rather than at every start.
import { helpSection } from './option-table.ts';
import { DEFAULT_OUTPUT, OPTIONS, SECTIONS } from './options.ts';

export function helpText(): string {
  return `assay — run API test collections (YAML or JSON) and report the results.

Usage:
  assay -c <collection> [-c <collection> …] [options]
  assay merge <results.json …> -o <dir> [-f <formats>]   (see assay merge --help)
  assay import <openapi|postman|har> <file> [-o <dir>]   (see assay import --help)
  assay import hurl <files…> [-o <dir>] [--secret <name>…]
  assay fuzz <spec file or URL> [--base-url <url>] [--stateful] …   (see assay fuzz --help)
  assay serve [--data <dir> | --database postgres://…] [--port <n>]   (see assay serve --help)
  assay upload <results.json …> --to <project URL>   (see assay upload --help)

${SECTIONS.map((section) => `${section}:\n${helpSection(OPTIONS, section)}`).join('\n')}
Exit codes:
  0  every test passed
  1  at least one test failed or errored (tests depending on it are skipped),
     or the reports could not be written or sent (--report-to)
  2  invalid invocation or invalid collection (also a --tags filter that matches
     no test, or collections without tests): nothing was sent
  130, 143  interrupted by SIGINT / SIGTERM (reports hold what finished)

Examples:
  assay -c tests/ -o output
  assay -c api.yaml -v baseUrl=http://localhost:8080 -s token=$API_TOKEN -p -f html
      (report.html, results.json and junit.xml in ./${DEFAULT_OUTPUT})
  assay -c "$(cat collection.json)" -o output/results.json
  assay -c 'tests/**/*.yaml' -t smoke --bail
  assay -c tests/ --shard 2/4 -o output/shard-2
  assay merge output/shard-*/results.json -o output/all -f html,markdown
`;
}
