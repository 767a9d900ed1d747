import type { LocalSigning } from './local';

/**
 * The local e-sign vendor's signing page: plain server-rendered HTML (no framework) with the
 * contract, a name field and a signature pad drawn with pointer events. It POSTs JSON to its own
 * URL and follows the answer's `redirect` back to the app.
 */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export const STYLE = `
body{font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#f5f6f8;color:#1f2329}
main{max-width:640px;margin:0 auto;padding:16px}
h1{font-size:18px;margin:8px 0 16px}
section{background:#fff;border-radius:8px;padding:16px;margin-bottom:12px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 12px;margin:0}
dt{color:#646a73}dd{margin:0}
ol{padding-left:20px;margin:0}li{margin-bottom:6px;line-height:1.5}
label{display:block;margin-bottom:6px;color:#646a73}
input[type=text]{width:100%;box-sizing:border-box;font-size:16px;padding:10px;border:1px solid #d0d3d6;border-radius:6px}
canvas{width:100%;height:180px;border:1px dashed #a0a4a8;border-radius:6px;touch-action:none;background:#fff}
.row{display:flex;gap:8px;margin-top:12px}
button{flex:1;font-size:16px;padding:12px;border-radius:6px;border:0;background:#1677ff;color:#fff}
button.secondary{background:#e8eaed;color:#1f2329}
button:disabled{opacity:.5}
#message{color:#d4380d;min-height:1.2em;margin-top:8px}
.done{color:#389e0d}
`;

/** Inline on the signing page; its hash is allowed by the CSP (plugins/security-headers.ts). */
export const SIGNING_PAGE_SCRIPT = `
(function(){
  var canvas=document.getElementById('pad'),form=document.getElementById('sign'),msg=document.getElementById('message');
  var ctx=canvas.getContext('2d'),drawing=false,drawn=false;
  function fit(){var r=canvas.getBoundingClientRect();canvas.width=r.width*2;canvas.height=r.height*2;ctx.scale(2,2);ctx.lineWidth=2.5;ctx.lineCap='round';ctx.strokeStyle='#000';drawn=false;}
  fit();
  function pos(e){var r=canvas.getBoundingClientRect();return{x:e.clientX-r.left,y:e.clientY-r.top};}
  canvas.addEventListener('pointerdown',function(e){drawing=true;canvas.setPointerCapture(e.pointerId);var p=pos(e);ctx.beginPath();ctx.moveTo(p.x,p.y);});
  canvas.addEventListener('pointermove',function(e){if(!drawing)return;var p=pos(e);ctx.lineTo(p.x,p.y);ctx.stroke();drawn=true;});
  canvas.addEventListener('pointerup',function(){drawing=false;});
  document.getElementById('clear').addEventListener('click',function(){ctx.clearRect(0,0,canvas.width,canvas.height);drawn=false;});
  form.addEventListener('submit',function(e){
    e.preventDefault();msg.textContent='';
    var name=form.elements.signerName.value.trim();
    if(!name){msg.textContent='请填写姓名 Enter your name';return;}
    if(!drawn){msg.textContent='请在框内签名 Draw your signature in the box';return;}
    var button=document.getElementById('submit');button.disabled=true;
    fetch(location.pathname,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({signerName:name,signatureImage:canvas.toDataURL('image/png')})})
      .then(function(r){return r.json().then(function(b){return{ok:r.ok,body:b};});})
      .then(function(res){if(res.ok&&res.body.redirect){location.href=res.body.redirect;}else{msg.textContent=(res.body&&res.body.msg)||'签署失败 Signing failed';button.disabled=false;}})
      .catch(function(){msg.textContent='网络错误，请重试 Network error, try again';button.disabled=false;});
  });
})();
`;

/** An empty inline icon (img-src allows data:), so the browser does not ask for /favicon.ico (a 404). */
export const NO_FAVICON = '<link rel="icon" href="data:,">';

function page(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${NO_FAVICON}
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>${script ? `<script>${script}</script>` : ''}</body></html>`;
}

/** The signing page of a pending signing, or the "already signed" page. */
export function renderSigningPage(signing: LocalSigning): string {
  const { contract, signer } = signing;
  const facts = contract.facts.map((f) => `<dt>${escapeHtml(f.label)}</dt><dd>${escapeHtml(f.value)}</dd>`).join('');
  const clauses = contract.clauses.map((c) => `<li>${escapeHtml(c)}</li>`).join('');
  const head = `<h1>${escapeHtml(contract.title)}</h1><section><dl>${facts}</dl></section><section><ol>${clauses}</ol></section>`;
  if (signing.signed) {
    return page(
      contract.title,
      `${head}<section class="done" data-testid="esign-done">已签署 Signed by ${escapeHtml(signing.signed.name)} at ${escapeHtml(signing.signed.at)}</section>
<section><a href="${escapeHtml(signing.returnUrl)}">返回运单 Back to the waybill</a></section>`,
    );
  }
  const party = signer.party === 'driver' ? '承运司机 Driver' : '托运方 Shipper';
  return page(
    contract.title,
    `${head}<section><form id="sign" data-testid="esign-form">
<p>签署方 Signing as: ${escapeHtml(party)}</p>
<label for="signerName">姓名 Name</label>
<input type="text" id="signerName" name="signerName" maxlength="30" autocomplete="name" value="${escapeHtml(signer.name ?? '')}" required>
<label for="pad" style="margin-top:12px">手写签名 Signature</label>
<canvas id="pad" aria-label="signature pad" data-testid="esign-pad"></canvas>
<div class="row"><button type="button" class="secondary" id="clear">清除 Clear</button><button type="submit" id="submit">确认签署 Sign</button></div>
<div id="message" role="alert"></div></form></section>`,
    SIGNING_PAGE_SCRIPT,
  );
}

/** The page for an unknown signing id. */
export function renderMissingPage(): string {
  return page('Not found', '<section>没有这个签署 No such signing: ask for a new signing link in the app.</section>');
}
