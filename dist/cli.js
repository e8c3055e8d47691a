#!/usr/bin/env node
var __webpack_exports__ = {};

;// CONCATENATED MODULE: ./src/cli/main.ts
async function main(argv) {
    const o = { collections: argv };
    console.log(JSON.stringify(o));
}

;// CONCATENATED MODULE: ./src/cli.ts

void main(process.argv.slice(2));

