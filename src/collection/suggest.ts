// Did-you-mean suggestions live in the shared vocabulary (the engine's predicate reader uses them too).
export { closest, editDistance, suggestion } from '../model/suggest.ts';
