# The assay command line as a container image. dist/ is self-contained (dist/cli.js loads its
# chunks from beside it), so the image needs Node and nothing else:
#   docker build -t assay .
#   docker run --rm -v "$PWD:/work" assay -c tests -o output
# The Node version: the same as .node-version (a test keeps them equal).
ARG NODE_VERSION=24.19.0
FROM node:${NODE_VERSION}-slim
COPY dist/ /app/dist/
# Every `docker run --rm` starts cold: compile the bundle once at build time so runs start faster.
ENV NODE_COMPILE_CACHE=/app/compile-cache
RUN node /app/dist/cli.js --version
# `assay` is also a command inside the image, for CI systems that run a script in it (GitLab's
# `image:` with `entrypoint: [""]`).
RUN ln -s /app/dist/cli.js /usr/local/bin/assay && assay --version
WORKDIR /work
# No heap flags: a run holds V8's young generation at 16 MB itself (src/model/young-generation.ts),
# which at 10,000 and 100,000 tests peaks lower than the `--max-semi-space-size=4` this image
# used to pass (docs/performance.md). `--` ends Node's options, so an `--env-file` meant for assay
# is not read by Node itself.
ENTRYPOINT ["node", "--", "/app/dist/cli.js"]
