// The action's entry, for both of its steps: action.yml runs this bundle as `main` and as `post`,
// and the state the main step saves tells the two apart.
import { run } from './action/main.ts';
import { isPostStep, markMainStep, runPost } from './action/post.ts';

if (isPostStep()) {
  void runPost();
} else {
  markMainStep();
  void run();
}
