// The HTML report's inline stylesheet (the page loads nothing from elsewhere).
export const REPORT_CSS = `
:root{--fg:#1f2328;--muted:#59636e;--bg:#fff;--panel:#f6f8fa;--line:#d1d9e0;--passed:#1a7f37;--failed:#cf222e;--errored:#bc4c00;--skipped:#8c959f;--notRun:#b7bfc7;--link:#0969da}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9198a1;--bg:#0d1117;--panel:#151b23;--line:#3d444d;--passed:#3fb950;--failed:#f85149;--errored:#db6d28;--skipped:#9198a1;--notRun:#656c76;--link:#4493f8}}
*{box-sizing:border-box}
[hidden]{display:none!important}
body{margin:0 auto;max-width:1400px;padding:16px 24px 48px;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--link)}
code,pre,.url,.method{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px}
h1{font-size:22px;margin:0}
h2{font-size:18px;margin:28px 0 4px}
h4{margin:14px 0 4px;font-size:13px}
.muted{color:var(--muted)}
header{display:flex;flex-wrap:wrap;align-items:baseline;gap:8px 14px;border-bottom:1px solid var(--line);padding-bottom:10px}
.verdict{font-weight:600;padding:2px 10px;border-radius:12px;color:#fff}
.verdict.passed{background:var(--passed)}.verdict.failed{background:var(--failed)}
.totals{display:flex;flex-wrap:wrap;gap:10px;margin:14px 0 8px}
.total{background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:6px 14px;min-width:90px}
.total b{display:block;font-size:22px}
.total.o-failed b{color:var(--failed)}.total.o-errored b{color:var(--errored)}.total.o-passed b{color:var(--passed)}
.bar{display:flex;height:12px;border-radius:6px;overflow:hidden;background:var(--panel);border:1px solid var(--line)}
.bar span{display:block;height:100%}
.o-passed{background:var(--passed);fill:var(--passed)}.o-failed{background:var(--failed);fill:var(--failed)}.o-errored{background:var(--errored);fill:var(--errored)}
.o-skipped{background:var(--skipped);fill:var(--skipped)}.o-notRun{background:var(--notRun);fill:var(--notRun)}
.total.o-passed,.total.o-failed,.total.o-errored,.total.o-skipped,.total.o-notRun{background:var(--panel)}
table{border-collapse:collapse}
th,td{text-align:left;vertical-align:top;padding:3px 10px 3px 0}
table.overview{margin-top:12px}
table.overview td,table.overview th{border-bottom:1px solid var(--line);padding:4px 14px 4px 0}
td.num,th.num{text-align:right}
details.options{margin-top:10px}
details.options dl{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:2px 24px;margin:6px 0 0}
details.options dl div{display:flex;gap:10px;align-items:baseline}
details.options dt{color:var(--muted);white-space:nowrap}
details.options dd{margin:0;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12.5px;overflow-wrap:anywhere}
.timeline{display:block;margin-top:6px;background:var(--panel);border:1px solid var(--line);border-radius:6px}
.timeline text{font-size:10px;fill:var(--muted)}
.timeline .tick{text-anchor:middle}
.timeline .grid{stroke:var(--line);stroke-width:.5}
.timeline .dep{stroke:var(--muted);stroke-width:.8;stroke-dasharray:2 2}
.timeline rect:hover{opacity:.7}
.legend{display:flex;gap:14px;font-size:12px;margin-top:4px}
.legend i{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:4px;vertical-align:-1px}
#toolbar{position:sticky;top:0;z-index:1;background:var(--bg);display:flex;flex-wrap:wrap;gap:6px 14px;align-items:center;padding:10px 0;border-bottom:1px solid var(--line)}
#toolbar label{white-space:nowrap}
#search{font:inherit;padding:4px 8px;min-width:320px;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:var(--fg)}
.cols,details.test>summary{display:grid;grid-template-columns:78px minmax(160px,2fr) 64px minmax(200px,3fr) 52px 72px;gap:10px;align-items:baseline;padding:4px 6px}
.cols{font-weight:600;border-bottom:2px solid var(--line)}
details.test{border-bottom:1px solid var(--line);scroll-margin-top:64px;content-visibility:auto;contain-intrinsic-size:auto 30px}
details.test>summary{cursor:pointer;list-style:none}
details.test>summary::-webkit-details-marker{display:none}
details.test>summary:hover{background:var(--panel)}
details.test[open]>summary{background:var(--panel);font-weight:600}
.name,.url{overflow-wrap:anywhere}
.status,.time{text-align:right}
.badge{display:inline-block;text-align:center;color:#fff;border-radius:4px;font-size:11.5px;padding:0 6px;font-weight:600}
.badge.o-skipped,.badge.o-notRun{color:#1f2328}
.detail{padding:4px 12px 14px 88px;font-weight:400}
.facts{color:var(--muted);margin:8px 0;overflow-wrap:anywhere}
.problem{margin:8px 0;padding:6px 10px;border-left:4px solid var(--skipped);background:var(--panel)}
.problem.errored{border-color:var(--errored)}
.problem.failed{border-color:var(--failed)}
table.validators td,table.captures td{border-bottom:1px solid var(--line);overflow-wrap:anywhere}
tr.fail td{color:var(--failed)}tr.fail td:first-child,tr.pass td:first-child{font-weight:700}
tr.pass td:first-child{color:var(--passed)}
pre.http{margin:0;background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:8px;max-height:420px;overflow:auto;white-space:pre-wrap;overflow-wrap:anywhere}
.note{font-size:12px;color:var(--muted);margin:2px 0}
.empty{padding:8px 6px}
`;
