// V8's allocation-site pretenuring, off for the runs of this process. V8 allocates the objects of an
// allocation site straight into the old generation once most of them have survived a young-generation
// collection. Loading a large run teaches it that about many sites, and some of them also make
// objects for every test the run then executes: those objects, dead a few milliseconds later, fill
// the old generation (and hold the young objects they point to until they are promoted too) until
// the next full collection. Measured at N = 100,000 with 16 in flight: ~13 MB promoted per
// young-generation collection and a peak of 743 MB; without pretenuring 368 MB, and 4.5 → 3.6 s.
// Set when a run starts executing, not at start-up: changing a V8 flag makes Node compile the
// builtin modules it loads afterwards without their code cache (~10 ms at start-up), and by then
// they are loaded. Loading itself keeps pretenuring (without it, N = 10,000 peaks no lower).
import { setFlagsFromString } from 'node:v8';

export function withoutPretenuring(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
