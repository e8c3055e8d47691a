import { run } from './action/main.ts';
void run();
