# The assay command line as a container image. dist/ is self-contained (dist/cli.js loads its
# chunks from beside it), so the image needs Node and nothing else:
#   docker build -t assay .
#   docker run --rm -v "$PWD:/work" assay -c tests -o output
FROM node:24-slim
COPY dist/ /app/dist/
# Every `docker run --rm` starts cold: compile the bundle once at build time so runs start faster.
ENV NODE_COMPILE_CACHE=/app/compile-cache
RUN node /app/dist/cli.js --version
WORKDIR /work
ENTRYPOINT ["node", "/app/dist/cli.js"]
