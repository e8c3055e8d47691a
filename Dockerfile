# The assay command line as a container image. dist/cli.js is a self-contained bundle, so the image
# needs Node and nothing else:
#   docker build -t assay .
#   docker run --rm -v "$PWD:/work" assay -c tests -o output
FROM node:24-slim
COPY dist/ /app/dist/
WORKDIR /work
ENTRYPOINT ["node", "/app/dist/cli.js"]
