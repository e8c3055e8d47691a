// How a share of passing runs is written wherever it is shown (dashboard, status pages, badges, chart
// tooltips): two decimals rounded half-up (8 of 13 is 61.54%), except that a share short of every
// run is never written 100.00% and a share above none never 0.00%.
export function percent(share: number | undefined): string {
  if (share === undefined) return '–';
  const hundredths = Math.round(share * 10000);
  const bounded = Math.min(share < 1 ? 9999 : 10000, Math.max(share > 0 ? 1 : 0, hundredths));
  return `${(bounded / 100).toFixed(2)}%`;
}
