// The HTML report's inline script: outcome filters, text search, and opening the test a link
// (e.g. a timeline bar) points to. The page is complete without it; the controls it drives
// stay hidden when scripts are off.
export const REPORT_SCRIPT = `
(() => {
  const toolbar = document.getElementById('toolbar');
  const search = document.getElementById('search');
  const shown = document.getElementById('shown');
  const boxes = Array.from(toolbar.querySelectorAll('input[type=checkbox]'));
  const tests = Array.from(document.querySelectorAll('details.test'));
  const texts = tests.map((test) => test.querySelector('summary').textContent.toLowerCase());
  const sections = Array.from(document.querySelectorAll('section.collection')).map((section) => ({
    tests: Array.from(section.querySelectorAll('details.test')),
    empty: section.querySelector('.empty'),
  }));
  toolbar.hidden = false;

  function apply() {
    const outcomes = new Set(boxes.filter((box) => box.checked).map((box) => box.value));
    const query = search.value.trim().toLowerCase();
    let count = 0;
    tests.forEach((test, i) => {
      const visible = outcomes.has(test.dataset.outcome) && (query === '' || texts[i].includes(query));
      if (test.hidden === visible) test.hidden = !visible;
      if (visible) count += 1;
    });
    for (const section of sections) section.empty.hidden = section.tests.some((test) => !test.hidden);
    shown.textContent = count === tests.length ? 'showing all ' + count + ' tests' : 'showing ' + count + ' of ' + tests.length + ' tests';
  }

  function openTarget() {
    const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (!target || !target.matches('details.test')) return;
    target.hidden = false;
    target.open = true;
    target.scrollIntoView({ block: 'start' });
  }

  for (const box of boxes) box.addEventListener('change', apply);
  search.addEventListener('input', apply);
  window.addEventListener('hashchange', openTarget);
  apply();
  openTarget();
})();
`;
