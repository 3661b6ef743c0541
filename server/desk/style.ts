// The desk's own small stylesheet, in the site's colours and type: the site's CSS is built for visitors' pages
// and would grow for everyone if the desk's tables and forms were added to it.
export function deskStyle(fontUrl: string | undefined): string {
  const font = fontUrl
    ? `@font-face{font-family:"Plus Jakarta Sans Variable";font-style:normal;font-display:swap;font-weight:400 800;src:url(${fontUrl}) format("woff2")}`
    : "";
  return `${font}
:root{--brand:#2046d6;--brand-strong:#1634a8;--brand-soft:#e8edff;--ink:#0b1533;--muted:#4a5670;--line:#dfe4f0;--surface:#fff;--alt:#f4f6fd;--accent:#c2410c;--ok:#166534;--ok-soft:#e7f6ec;--bad:#b91c1c;--bad-soft:#fdecec;
font-family:"Plus Jakarta Sans Variable",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:var(--ink);background:var(--alt);line-height:1.5}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column}
a{color:var(--brand)}a:hover{color:var(--brand-strong)}
:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:var(--surface);padding:.5rem 1rem;z-index:10}.skip:focus{left:.5rem;top:.5rem}
header.top{background:var(--ink);color:#e6ebf8}
header.top .bar{max-width:80rem;margin:0 auto;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center}
header.top .brand{font-weight:800;font-size:1.15rem;color:#fff;text-decoration:none;margin-inline-end:auto}
header.top .brand span{color:#9fb2ff;font-weight:600}
header.top .who{font-size:.9rem;color:#b4bfd9}
header.top form{margin:0}
header.top .link-button{color:#fff;border-color:#6b7aa6}
nav.desk-nav{background:var(--surface);border-bottom:1px solid var(--line)}
nav.desk-nav ul{max-width:80rem;margin:0 auto;padding:0 1rem;list-style:none;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
nav.desk-nav a{display:inline-block;padding:.65rem .1rem;text-decoration:none;color:var(--muted);font-weight:600;border-bottom:3px solid transparent}
nav.desk-nav a[aria-current="page"],nav.desk-nav a:hover{color:var(--ink);border-bottom-color:var(--brand)}
main{flex:1;width:100%;max-width:80rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.6rem;margin:0 0 1rem;line-height:1.25}h2{font-size:1.2rem;margin:1.75rem 0 .75rem}
.panel{background:var(--surface);border:1px solid var(--line);border-radius:.75rem;padding:1.25rem;margin-bottom:1.25rem}
.narrow{max-width:28rem;margin:2rem auto}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input[type=text],input[type=email],input[type=url],input[type=password],input[type=search],input[type=date],input[type=datetime-local],select,textarea{font:inherit;color:inherit;width:100%;padding:.55rem .7rem;border:1px solid #8a94ad;border-radius:.5rem;background:#fff}
fieldset.bare{border:0;margin:0;padding:0;min-width:0}fieldset.group{border:1px solid var(--line);border-radius:.5rem;margin:1rem 0;padding:.25rem 1rem 1rem;min-width:0}
legend{font-weight:700;padding:0 .25rem}.check{display:flex;flex-direction:row-reverse;justify-content:flex-end;align-items:center;gap:.5rem}.check label{margin:.75rem 0}
p.stale,strong.stale{color:var(--accent)}p.stale{font-weight:600;font-size:.9rem}details.english{margin:.25rem 0 0}details.english summary{cursor:pointer;color:var(--brand)}p.english{margin:.25rem 0 0;font-size:.9rem;white-space:pre-wrap;overflow-wrap:anywhere}textarea{resize:vertical}
.inline{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end}.inline label{margin:0 0 .25rem}.inline .field{flex:1 1 12rem}
.inline select,.inline input{width:auto;min-width:8rem}.inline .field input{width:100%}.inline input[type=checkbox]{min-width:0}.inline .check label{margin:0}.inline .check{min-height:2.6rem}
button,.button{font:inherit;font-weight:700;display:inline-block;padding:.55rem 1.1rem;border-radius:.5rem;border:2px solid var(--brand);background:var(--brand);color:#fff;cursor:pointer;text-decoration:none;line-height:1.3}
button:hover,.button:hover{background:var(--brand-strong);border-color:var(--brand-strong);color:#fff}
button.secondary,.button.secondary,.link-button{background:transparent;color:var(--brand)}
button.secondary:hover,.button.secondary:hover{background:var(--brand-soft);color:var(--brand-strong)}
button.danger{background:var(--bad);border-color:var(--bad)}button.small,.button.small{padding:.3rem .7rem;font-size:.9rem}
.link-button{border:1px solid currentColor;padding:.35rem .8rem;font-size:.9rem}
.notice{padding:.75rem 1rem;border-radius:.5rem;margin:0 0 1rem;border:1px solid}
.notice.ok{background:var(--ok-soft);border-color:#9ad3ab;color:var(--ok)}.notice.error{background:var(--bad-soft);border-color:#f1a9a9;color:var(--bad)}
.notice.info{background:var(--brand-soft);border-color:#b9c6fb;color:var(--ink)}
.error-text{color:var(--bad);font-weight:600;margin:.25rem 0 0}
.table-wrap{position:relative;overflow-x:auto;background:var(--surface);border:1px solid var(--line);border-radius:.75rem}
table{border-collapse:collapse;width:100%;font-size:.92rem}
caption{text-align:start;padding:.75rem 1rem;font-weight:700}
th,td{padding:.6rem .75rem;text-align:start;vertical-align:top;border-top:1px solid var(--line)}
thead th{background:var(--alt);font-size:.8rem;text-transform:uppercase;letter-spacing:.03em;color:var(--muted);white-space:nowrap}
td.text{min-width:14rem;max-width:28rem;white-space:pre-wrap;overflow-wrap:anywhere}
td.nowrap,th.nowrap{white-space:nowrap}
.cells{overflow-wrap:anywhere}
.badge{display:inline-block;padding:.1rem .55rem;border-radius:999px;font-size:.8rem;font-weight:700;background:var(--alt);border:1px solid var(--line)}
.badge.new,.badge.pending{background:var(--brand-soft);border-color:#b9c6fb;color:var(--brand-strong)}
.badge.spam,.badge.rejected,.badge.failed{background:var(--bad-soft);border-color:#f1a9a9;color:var(--bad)}
.badge.approved,.badge.delivered{background:var(--ok-soft);border-color:#9ad3ab;color:var(--ok)}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(13rem,1fr));gap:1rem;margin:0;padding:0;list-style:none}
.cards li{background:var(--surface);border:1px solid var(--line);border-radius:.75rem;padding:1rem}
.cards .count{font-size:1.8rem;font-weight:800;display:block}
.muted{color:var(--muted)}
dl.fields{display:grid;grid-template-columns:minmax(8rem,12rem) 1fr;gap:.5rem 1rem;margin:0}
dl.fields dt{font-weight:700;color:var(--muted)}dl.fields dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.pager{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin:1rem 0}.pager a[aria-current="page"]{font-weight:800;color:var(--ink);text-decoration:none;border-bottom:3px solid var(--brand)}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}.actions form{margin:0}.change-actions{margin-top:.75rem}.block{display:block}.change-actions span{margin-inline-start:.5rem}
.mt0{margin-top:0}.mt1{margin-top:1.25rem}.mb0{margin-bottom:0}.links p{margin:0}.links a{display:inline-block;padding:.2rem 0}form.cancel{display:inline;margin:0 0 0 .5rem}form.review{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;margin:0 0 1.25rem}.comment-head{margin:0;font-size:1rem}.comment-meta{margin:.25rem 0}
.comment{white-space:pre-wrap;overflow-wrap:anywhere;margin:.5rem 0 1rem}
ul.plain,ol.plain{list-style:none;padding:0;margin:0}.plain.panel{padding:0 1.25rem}.plain>li{border-top:1px solid var(--line);padding:1rem 0}.plain>li:first-child{border-top:0}.nowrap{white-space:nowrap}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
code.link{display:block;padding:.75rem;background:var(--alt);border:1px solid var(--line);border-radius:.5rem;overflow-wrap:anywhere;user-select:all}
.qr{width:13rem;max-width:100%;margin:.5rem 0 1rem;border:1px solid var(--line);border-radius:.5rem;background:#fff}.qr svg{display:block;width:100%;height:auto}
code.secret{display:inline-block;padding:.4rem .6rem;background:var(--alt);border:1px solid var(--line);border-radius:.5rem;font-size:1.05rem;letter-spacing:.06em;word-spacing:.3em;overflow-wrap:anywhere;user-select:all}
ol.codes{display:grid;grid-template-columns:repeat(auto-fill,minmax(11rem,1fr));gap:.5rem 1.5rem;margin:0;padding-inline-start:2rem}ol.codes code{font-size:1.05rem;letter-spacing:.04em}
details summary{cursor:pointer;color:var(--brand);font-weight:600;padding:.2rem 0}
footer.desk-foot{color:var(--muted);font-size:.85rem;text-align:center;padding:1rem}
.filters .hint{display:block;font-size:.8rem;color:var(--muted);margin-top:.2rem}.exports a{margin-inline-end:.6rem}.folders{margin:0 0 .75rem}
.spam-verdict ul.reasons{margin:.4rem 0;padding-inline-start:1.25rem}.spam-verdict p{margin:.3rem 0}dd form.inline{margin-top:.4rem}
td.card{display:none}
@media (max-width:39.99rem){table.lead-cards,table.lead-cards tbody,table.lead-cards caption{display:block}table.lead-cards thead,table.lead-cards td{display:none}
table.lead-cards tr{display:block;position:relative;border-top:1px solid var(--line);padding:.75rem 1rem}
table.lead-cards td.card{display:flex;flex-direction:column;gap:.2rem;padding:0;border:0}
.card-link{font-weight:700;overflow-wrap:anywhere;text-decoration:none}.card-link::after{content:"";position:absolute;inset:0}
.card-link:focus-visible{outline:0}.card-link:focus-visible::after{outline:3px solid var(--brand);outline-offset:-3px;border-radius:.5rem}
.card-meta{font-size:.85rem;color:var(--muted)}.card-line{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
table.stack,table.stack tbody,table.stack tr{display:block}table.stack thead{display:none}table.stack tr{border-top:1px solid var(--line);padding:.5rem 1rem}
table.stack td{display:block;border:0;padding:.2rem 0;min-width:0;max-width:none;white-space:normal;overflow-wrap:anywhere}
table.stack td::before{content:attr(data-label);display:block;font-weight:700;color:var(--muted);font-size:.8rem}}
@media (max-width:40rem){.wide-only{display:none}dl.fields{grid-template-columns:1fr}dl.fields dd{margin-bottom:.5rem}h1{font-size:1.35rem}}
@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}
`;
}
