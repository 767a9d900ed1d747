import { STYLE, escapeHtml } from '../esign/local.page';

/**
 * The local gateway's cashier page: the amount and what it is for, "pay" and "cancel". It POSTs
 * JSON to its own URL and follows the answer's `redirect` back to the app (where the app asks the
 * platform for the payment's state: the money itself arrives by the gateway's notification).
 */

export interface CashierOrder {
  outTradeNo: string;
  amountFen: number;
  description: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  returnUrl: string;
}

/** Inline on the cashier page; its hash is allowed by the CSP (plugins/security-headers.ts). */
export const CASHIER_PAGE_SCRIPT = `
(function(){
  var msg=document.getElementById('message');
  function send(action,button){
    button.disabled=true;msg.textContent='';
    fetch(location.pathname,{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({action:action})})
      .then(function(r){return r.json().then(function(b){return{ok:r.ok,body:b};});})
      .then(function(res){if(res.ok&&res.body.redirect){location.href=res.body.redirect;}else{msg.textContent=(res.body&&res.body.msg)||'支付失败 Payment failed';button.disabled=false;}})
      .catch(function(){msg.textContent='网络错误，请重试 Network error, try again';button.disabled=false;});
  }
  var pay=document.getElementById('pay'),cancel=document.getElementById('cancel');
  if(pay)pay.addEventListener('click',function(){send('pay',pay);});
  if(cancel)cancel.addEventListener('click',function(){send('cancel',cancel);});
})();`;

export function renderCashierPage(order: CashierOrder): string {
  const yuan = (order.amountFen / 100).toFixed(2);
  const open = order.state === 'NOTPAY';
  const state = order.state === 'SUCCESS' ? '已支付 Paid' : order.state === 'CLOSED' ? '已取消 Cancelled' : '待支付 Awaiting payment';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>收银台 Cashier</title><style>${STYLE}.amount{font-size:32px;font-weight:600;margin:8px 0}</style></head>
<body><main data-testid="cashier"><h1>本地支付网关 收银台 · Local payment gateway</h1>
<section><dl><dt>商品 Item</dt><dd>${escapeHtml(order.description)}</dd><dt>订单号 Order</dt><dd>${escapeHtml(order.outTradeNo)}</dd><dt>状态 State</dt><dd>${state}</dd></dl>
<div class="amount">¥${yuan}</div></section>
${open ? '<div class="row"><button id="cancel" class="secondary" type="button">取消支付 Cancel</button><button id="pay" type="button">确认支付 Pay</button></div>' : `<p><a href="${escapeHtml(order.returnUrl)}">返回应用 Back to the app</a></p>`}
<div id="message" role="alert"></div></main><script>${CASHIER_PAGE_SCRIPT}</script></body></html>`;
}

export function renderMissingOrderPage(): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>收银台 Cashier</title><style>${STYLE}</style></head><body><main><h1>没有这笔订单 No such order</h1></main></body></html>`;
}
