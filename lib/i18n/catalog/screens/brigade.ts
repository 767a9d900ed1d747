/**
 * Strings of the brigade shop's browsing screens (issue 19): brigade/home, index (the cart),
 * commodity, my, productDetail, drivingDetail, login, code, and oneCode/index and pre. The buying
 * screens' strings are in brigadeOrders.ts; the server's refusals in lib/i18n/errors/brigade.ts.
 */

const entries: Record<string, [string, string]> = {
  'brigade.home.title': ['旅游商城', 'Travel shop'],
  'brigade.cart.title': ['购物车', 'Cart'],
  'brigade.commodity.title': ['全部分类', 'Categories'],
  'brigade.my.title': ['我的', 'Me'],
  'brigade.detail.title': ['商品详情', 'Product'],
  'brigade.driving.title': ['自驾游详情', 'Self-drive tour'],
  'brigade.login.title': ['登录', 'Sign in'],
  'brigade.code.title': ['输入验证码', 'Enter the code'],
  'brigade.pass.title': ['我的年卡', 'My annual passes'],
  'brigade.pass.preTitle': ['一码通年卡', 'One-code annual pass'],

  // The shop's bar.
  'brigade.bar.label': ['商城导航', 'Shop navigation'],
  'brigade.bar.home': ['首页', 'Home'],
  'brigade.bar.commodity': ['分类', 'Categories'],
  'brigade.bar.cart': ['购物车', 'Cart'],
  'brigade.bar.my': ['我的', 'Me'],

  // Prices and what is left, wherever a product shows.
  'brigade.price.fromPerTraveller': ['起/人', 'from, per traveller'],
  'brigade.price.perTraveller': ['/人', 'per traveller'],
  'brigade.stock.soldOut': ['已售罄', 'Sold out'],
  'brigade.stock.left': ['剩余 {count} 件', '{count} left'],
  'brigade.stock.seatsLeft': ['余 {count} 座', '{count} seats left'],
  'brigade.stock.sold': ['已售 {count}', '{count} sold'],

  // brigade/home
  'brigade.home.heading': ['一路好物，说走就走', 'Good things along the road'],
  'brigade.home.tagline': ['高速沿线的特产好物、自驾游线路和一码通年卡', 'Local goods along the highway, self-drive tours and the one-code annual pass'],
  'brigade.home.categories': ['商品分类', 'Categories'],
  'brigade.home.categoryCount': ['{name}，{count} 件在售', '{name}: {count} on sale'],
  'brigade.home.packages': ['自驾游线路', 'Self-drive tours'],
  'brigade.home.seeAll': ['查看全部', 'See all'],
  'brigade.home.pass': ['一码通年卡', 'One-code annual pass'],
  'brigade.home.goods': ['精选好物', 'Selected goods'],
  'brigade.home.noGoods': ['暂时没有在售的商品', 'Nothing on sale right now'],
  'brigade.home.noGoodsHint': ['新商品上架后会出现在这里', 'New products show here once they are on sale'],
  'brigade.home.browseAll': ['看看全部分类', 'Browse the categories'],

  // brigade/commodity
  'brigade.commodity.all': ['全部', 'All'],
  'brigade.commodity.packages': ['自驾游', 'Self-drive'],
  'brigade.commodity.empty': ['商城里还没有在售的商品', 'Nothing is on sale in the shop yet'],
  'brigade.commodity.emptyHere': ['这个分类暂时没有商品', 'Nothing on sale in this category right now'],
  'brigade.commodity.emptyHint': ['下拉可以刷新', 'Pull down to refresh'],
  'brigade.commodity.seeEverything': ['看看全部商品', 'See everything on sale'],

  // brigade/index: the cart
  'brigade.cart.empty': ['购物车是空的', 'Your cart is empty'],
  'brigade.cart.emptyHint': ['在商品页点“加入购物车”，一起下单', 'Tap “Add to cart” on a product to order several together'],
  'brigade.cart.goShopping': ['去商城逛逛', 'Go shopping'],
  'brigade.cart.pricesNote': ['价格为加入购物车时的价格，以下单时为准', 'Prices as when added; the order is priced when you place it'],
  'brigade.cart.tick': ['选择 {title}', 'Select {title}'],
  'brigade.cart.tickAll': ['全选', 'Select all'],
  'brigade.cart.remove': ['移除 {title}', 'Remove {title}'],
  'brigade.cart.quantityOf': ['{title} 的数量', 'Quantity of {title}'],
  'brigade.cart.total': ['合计', 'Total'],
  'brigade.cart.checkout': ['去结算（{count}）', 'Check out ({count})'],

  // brigade/productDetail
  'brigade.detail.pictures': ['{count} 张图片', '{count} pictures'],
  'brigade.detail.pictureNth': ['{title} 第 {n} 张图', '{title}, picture {n}'],
  'brigade.detail.description': ['商品介绍', 'About this product'],
  'brigade.detail.quantity': ['购买数量', 'Quantity'],
  'brigade.detail.openCart': ['购物车，{count} 件', 'Cart, {count} pieces'],
  'brigade.detail.addToCart': ['加入购物车', 'Add to cart'],
  'brigade.detail.added': ['已加入购物车', 'Added to the cart'],
  'brigade.detail.buyNow': ['立即购买', 'Buy now'],
  'brigade.detail.gone': ['商品已下架或不存在', 'This product is no longer on sale'],
  'brigade.detail.goneHint': ['看看商城里的其他商品吧', 'Have a look at what else the shop has'],

  // brigade/drivingDetail
  'brigade.driving.departures': ['选择出发日期', 'Choose a departure'],
  'brigade.driving.seatsLeft': ['余 {count} 座', '{count} seats left'],
  'brigade.driving.full': ['已满', 'Full'],
  'brigade.driving.departed': ['已出发', 'Departed'],
  'brigade.driving.noDepartures': ['暂无可报名的出发日期', 'No departure open for booking'],
  'brigade.driving.noDeparturesHint': ['新的日期会在这里公布', 'New dates are announced here'],
  'brigade.driving.otherPackages': ['看看其他线路', 'See other tours'],
  'brigade.driving.itinerary': ['行程安排（{days} 天）', 'Itinerary ({days} days)'],
  'brigade.driving.day': ['第{n}天 · {title}', 'Day {n} · {title}'],
  'brigade.driving.about': ['费用与须知', 'Price and notes'],
  'brigade.driving.chooseDate': ['请选择出发日期', 'Choose a departure'],
  'brigade.driving.signUp': ['立即报名', 'Book now'],

  // brigade/login and code: the shop's own sign-in
  'brigade.login.heading': ['登录旅游商城', 'Sign in to the travel shop'],
  'brigade.login.hint': ['与货运 App 同一个账号；新手机号验证后自动注册', 'The same account as the freight app; a new number signs up once verified'],
  'brigade.login.mobile': ['手机号', 'Mobile number'],
  'brigade.login.sendCode': ['获取验证码', 'Send code'],
  'brigade.login.sending': ['正在发送…', 'Sending…'],
  'brigade.login.done': ['登录成功', 'Signed in'],
  'brigade.code.heading': ['输入短信验证码', 'Enter the SMS code'],
  'brigade.code.hint': ['验证码已发送至 {mobile}', 'The code was sent to {mobile}'],
  'brigade.code.label': ['验证码', 'Code'],
  'brigade.code.submit': ['登录', 'Sign in'],
  'brigade.code.submitting': ['正在登录…', 'Signing in…'],
  'brigade.code.otherPhone': ['换个手机号', 'Use another number'],

  // brigade/my
  'brigade.my.orders': ['我的订单', 'My orders'],
  'brigade.my.allOrders': ['全部订单', 'All orders'],
  'brigade.my.passes': ['我的年卡', 'My annual passes'],
  'brigade.my.passCount': ['{count} 张可用', '{count} in use'],
  'brigade.my.noPass': ['还没有年卡，去看看', 'No pass yet: have a look'],
  'brigade.my.travellers': ['常用出行人', 'Travellers'],
  'brigade.my.noTravellers': ['还没有出行人。报名自驾游时需要每位出行人的姓名和身份证号', 'No travellers yet. A self-drive booking needs each traveller’s name and ID number'],
  'brigade.my.addTraveller': ['添加出行人', 'Add a traveller'],
  'brigade.my.travellersFull': ['最多保存 {max} 位出行人', 'You can keep up to {max} travellers'],
  'brigade.my.travellerSaved': ['已保存出行人 {name}', 'Saved {name}'],
  'brigade.my.deleteTraveller': ['删除出行人 {name}', 'Delete traveller {name}'],
  'brigade.my.deleteTitle': ['删除出行人', 'Delete this traveller'],
  'brigade.my.deleteMessage': ['删除后不影响已下的订单。确定删除 {name}？', 'Orders already placed keep their copy. Delete {name}?'],
  'brigade.my.delete': ['删除', 'Delete'],
  'brigade.my.travellerDeleted': ['已删除 {name}', '{name} deleted'],
  'brigade.my.signOut': ['退出登录', 'Sign out'],

  // oneCode/index and pre
  'brigade.pass.validFor': ['购买后 {months} 个月内有效', 'Valid {months} months after buying'],
  'brigade.pass.learnMore': ['了解详情', 'Learn more'],
  'brigade.pass.promise.oneCode': ['一张码走遍合作景区和服务区，出示即用', 'One code for the partner sights and service areas: show it and go'],
  'brigade.pass.promise.year': ['自支付之日起 {months} 个月内不限次数', 'Unlimited use for {months} months from the day you pay'],
  'brigade.pass.promise.bind': ['绑定持卡人本人，实名核验，专人专用', 'Bound to its holder, checked by real name, for them alone'],
  'brigade.pass.soldOut': ['年卡已售罄，请关注后续开售', 'The pass is sold out: watch for the next sale'],
  'brigade.pass.mine': ['我的年卡', 'My passes'],
  'brigade.pass.noneOnSaleHint': ['年卡开售后会在这里介绍', 'The pass is introduced here once it is on sale'],
  'brigade.pass.code': ['年卡 {no} 的二维码', 'QR code of pass {no}'],
  'brigade.pass.buyAnother': ['再买一张年卡', 'Buy another pass'],
};

export const brigade = {
  'zh-CN': Object.fromEntries(Object.entries(entries).map(([key, [zh]]) => [key, zh])) as Record<string, string>,
  en: Object.fromEntries(Object.entries(entries).map(([key, [, en]]) => [key, en])) as Record<string, string>,
};
