/**
 * The user agreement and privacy policy (`agreement.<section>.title|body`, `privacy.<section>...`).
 * Paragraphs of a body are separated by a blank line. The section order lives in
 * components/general/legalSections.ts.
 */
export const legal = {
  'zh-CN': {
    'legal.updated': '更新日期：2025 年 1 月 1 日　生效日期：2025 年 1 月 1 日',
    'agreement.intro.title': '一、协议的范围',
    'agreement.intro.body':
      '本协议是您与畅途货运平台（以下简称“平台”）之间关于使用平台网页、应用程序及相关服务所订立的协议。平台为高速公路货运提供货源发布、运单管理、车辆与司机认证、ETC 办理、运费结算等信息与技术服务。\n\n请您在注册前仔细阅读本协议，特别是以加粗或下划线提示的免除或限制责任条款。您点击同意、完成注册或实际使用服务，即视为您已充分理解并接受本协议全部内容。',
    'agreement.account.title': '二、账号注册与安全',
    'agreement.account.body':
      '您应使用本人实名登记的手机号码注册，并按页面提示完成短信验证。一个手机号码只能注册一个账号，账号仅限本人使用，不得出借、转让或出售。\n\n您应妥善保管手机及验证码，因您保管不善导致账号被他人使用的，相应后果由您承担。发现账号被盗用时，请立即联系客服冻结账号。',
    'agreement.services.title': '三、平台服务内容',
    'agreement.services.body':
      '平台提供的服务包括：货源信息发布与查询、抢单与接单、装卸货扫码、运单跟踪、车辆和司机资质认证、车队管理、钱包与提现、ETC 卡办理、优惠券与活动、收费站圈子等。\n\n平台是信息撮合与技术服务方，不是承运人或托运人。运输合同由货主与承运方直接订立，平台依法履行网络货运相关的信息核验和数据报送义务。',
    'agreement.freight.title': '四、货源与运单规则',
    'agreement.freight.body':
      '货主发布的货源信息应真实、准确，不得发布国家禁止或限制运输的物品，危险货物须按规定取得相应资质并如实申报。司机接单后应按约定时间到达装货地，装货、卸货时须通过平台扫码确认。\n\n运单取消须经平台流程办理：司机、货主或调度在约定范围内取消的，按各方事先确认的规则处理；无故取消或爽约的，平台可限制相关账号的接单或发货功能。',
    'agreement.payment.title': '五、运费支付与结算',
    'agreement.payment.body':
      '运费通过平台合作的持牌支付机构和银行进行支付与结算，平台不归集、不挪用用户资金。运费金额以运单确认时的金额为准，卸货确认并经货主结算后进入承运方钱包，提现到账时间以银行处理为准。\n\n如对运费有争议，双方应先行协商；协商不成的，可向平台客服申请协助处理，并保留相关单据和凭证。',
    'agreement.conduct.title': '六、用户行为规范',
    'agreement.conduct.body':
      '您不得利用平台从事违法活动，包括但不限于：虚构交易或运单、刷单套取补贴、冒用他人身份或证照、发布虚假或骚扰信息、干扰平台正常运行。\n\n在收费站圈子等社区发布内容时，应遵守法律法规和公序良俗，不得发布侵犯他人合法权益的内容。平台有权对违规内容进行删除，并视情节对账号采取警告、限制功能或封禁等措施。',
    'agreement.liability.title': '七、责任限制',
    'agreement.liability.body':
      '因不可抗力、网络或通信故障、第三方服务异常等非平台原因造成服务中断或延迟的，平台将尽力减少损失，但不承担由此产生的间接损失。\n\n运输途中货物的毁损、灭失及交通事故责任，由运输合同当事人依法承担；平台将依法提供必要的运单数据和轨迹记录以协助处理。',
    'agreement.changes.title': '八、协议的变更与终止',
    'agreement.changes.body':
      '平台可根据法律法规和业务调整修改本协议，修改后将在应用内公示，重大变更将以弹窗或短信方式通知。您继续使用服务即视为接受修改后的协议。\n\n您可以随时申请注销账号；注销前应结清钱包余额、完成或取消进行中的运单。账号注销后，平台将按照《隐私政策》处理您的个人信息。',
    'agreement.law.title': '九、法律适用与争议解决',
    'agreement.law.body':
      '本协议适用中华人民共和国法律（不含港澳台地区法律）。因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方可向平台运营方所在地有管辖权的人民法院提起诉讼。',
    'agreement.contact.title': '十、联系我们',
    'agreement.contact.body':
      '如您对本协议有任何疑问、意见或投诉，可通过应用内“服务热线”或客服邮箱 service@changtu-freight.example 与我们联系，我们将在 15 个工作日内答复。',
    'privacy.intro.title': '引言',
    'privacy.intro.body':
      '畅途货运（以下简称“我们”）深知个人信息对您的重要性。我们依据《中华人民共和国个人信息保护法》《网络安全法》《数据安全法》等法律法规，按照合法、正当、必要和诚信的原则处理您的个人信息。\n\n本政策说明我们收集哪些信息、为何收集、如何使用和保护，以及您享有的权利。',
    'privacy.collect.title': '一、我们收集的信息',
    'privacy.collect.body':
      '注册与登录：手机号码、短信验证码、设备标识（用于游客访问与账号安全）。\n\n身份与资质认证：姓名、身份证号码及照片、驾驶证、行驶证、道路运输证、营业执照等。这些属于敏感个人信息，仅在您主动申请认证时收集。\n\n运输服务：运单信息、装卸货地址、车辆号牌、运输途中的位置轨迹；支付结算：银行卡号、开户信息、交易记录。',
    'privacy.use.title': '二、我们如何使用信息',
    'privacy.use.body':
      '我们使用上述信息以完成账号注册和登录、核验身份和车辆资质、撮合货源与运力、跟踪运单、结算运费、办理 ETC、防范欺诈与保障账号安全，并依法向交通运输主管部门的网络货运监测系统报送运单数据。\n\n未经您同意，我们不会将您的信息用于本政策未载明的其他目的。',
    'privacy.location.title': '三、位置信息',
    'privacy.location.body':
      '在您查看附近货源时，我们会请求获取您的大致位置；在运单运输期间，经您授权，我们会持续记录车辆位置，用于轨迹展示、到达确认和监管报送。运单结束后即停止记录。\n\n您可以随时在系统设置中关闭定位权限，关闭后附近货源和运输轨迹功能将无法使用，但不影响其他功能。',
    'privacy.share.title': '四、共享、委托处理与公开披露',
    'privacy.share.body':
      '为完成服务，我们会在必要范围内向以下合作方提供信息：持牌支付机构与银行（运费支付和提现）、ETC 发行方（ETC 办理）、电子签约服务商（运输合同签署）、短信服务商（发送验证码）。我们会与合作方签订协议，要求其按本政策和法律要求保护信息。\n\n除法律法规规定或监管部门依法要求外，我们不会公开披露您的个人信息。',
    'privacy.storage.title': '五、存储与保存期限',
    'privacy.storage.body':
      '您的个人信息存储在中华人民共和国境内，不会向境外传输。我们仅在实现目的所需的最短期限内保存信息；法律法规要求保存运单和交易记录的（如不少于三年），按规定期限保存，期满后删除或匿名化处理。',
    'privacy.security.title': '六、信息安全',
    'privacy.security.body':
      '我们采用传输加密、访问控制、敏感信息加密存储、操作日志审计等措施保护您的信息，并对接触个人信息的人员进行权限管理和保密培训。\n\n如发生个人信息安全事件，我们将按法律要求及时告知您并向主管部门报告。',
    'privacy.rights.title': '七、您的权利',
    'privacy.rights.body':
      '您有权查阅、复制、更正、补充和删除您的个人信息，有权撤回授权同意，有权注销账号。您可以在“我的”页面管理大部分信息，或联系客服协助办理，我们将在 15 个工作日内处理。\n\n撤回同意不影响撤回前基于您的同意已进行的信息处理。',
    'privacy.minors.title': '八、未成年人保护',
    'privacy.minors.body':
      '我们的服务面向从事货运经营的成年人。我们不会主动收集未满十八周岁者的个人信息；如发现误收集，将及时删除。',
    'privacy.changes.title': '九、政策更新与联系方式',
    'privacy.changes.body':
      '本政策更新后，我们会在应用内公示，重大变更将以弹窗等显著方式提示并征得您的同意。\n\n如您对本政策或个人信息处理有任何疑问，可联系个人信息保护负责人：privacy@changtu-freight.example。',
  },
  en: {
    'legal.updated': 'Updated 1 January 2025 · Effective 1 January 2025',
    'agreement.intro.title': '1. Scope',
    'agreement.intro.body':
      'This agreement is between you and the ChangTu Freight platform ("the platform") and covers the use of its web pages, apps and related services. The platform provides information and technology services for highway freight: publishing goods sources, managing waybills, certifying vehicles and drivers, ETC card handling and freight settlement.\n\nPlease read this agreement before signing up, especially the clauses that exclude or limit liability. By agreeing, completing sign-up or using the services you accept the whole agreement.',
    'agreement.account.title': '2. Account and security',
    'agreement.account.body':
      'Sign up with a mobile number registered in your own name and verify it by SMS. One number holds one account; the account is for you alone and may not be lent, transferred or sold.\n\nKeep your phone and verification codes safe. You are responsible for use of your account that results from careless safekeeping. If your account is misused, contact customer service at once to freeze it.',
    'agreement.services.title': '3. Services',
    'agreement.services.body':
      'The services include publishing and finding goods sources, grabbing and receiving orders, scanning at loading and unloading, waybill tracking, vehicle and driver certification, fleet management, wallet and cash-out, ETC cards, coupons and activities, and the toll-station circle.\n\nThe platform matches information and provides technology; it is neither carrier nor shipper. The contract of carriage is made between the cargo owner and the carrier, and the platform performs the information checks and data reporting the law requires of network freight platforms.',
    'agreement.freight.title': '4. Goods sources and waybills',
    'agreement.freight.body':
      'Goods sources must be true and accurate and may not include goods whose transport is prohibited or restricted; dangerous goods require the proper qualifications and must be declared. After accepting an order the driver must reach the loading place on time and confirm loading and unloading by scanning in the app.\n\nWaybills are cancelled through the platform: cancellations by the driver, the cargo owner or dispatch follow the rules the parties confirmed beforehand. The platform may restrict order-taking or shipping for accounts that cancel without cause or fail to show up.',
    'agreement.payment.title': '5. Freight payment and settlement',
    'agreement.payment.body':
      'Freight is paid and settled through licensed payment institutions and banks that work with the platform; the platform neither pools nor uses users’ funds. The freight amount is the one confirmed on the waybill; after unloading is confirmed and the cargo owner settles, it reaches the carrier’s wallet, and withdrawals arrive as fast as the bank processes them.\n\nIn a dispute over freight the parties should first negotiate; if that fails, either may ask customer service for help, keeping the relevant documents and receipts.',
    'agreement.conduct.title': '6. Conduct',
    'agreement.conduct.body':
      'You may not use the platform for unlawful purposes, including fictitious trades or waybills, fake orders to obtain subsidies, using another person’s identity or licences, publishing false or harassing content, or disrupting the platform.\n\nPosts in the toll-station circle and other community areas must respect the law and public order and may not infringe the rights of others. The platform may remove offending content and, depending on the case, warn, restrict or suspend the account.',
    'agreement.liability.title': '7. Limitation of liability',
    'agreement.liability.body':
      'Where service is interrupted or delayed for reasons beyond the platform’s control, such as force majeure, network or telecommunication failures or faults of third-party services, the platform will do its best to limit losses but is not liable for indirect losses.\n\nDamage to or loss of goods in transit and liability for traffic accidents rest with the parties to the contract of carriage under the law; the platform will provide the necessary waybill data and track records to help.',
    'agreement.changes.title': '8. Changes and termination',
    'agreement.changes.body':
      'The platform may amend this agreement to follow the law or changes in its business. Amendments are published in the app, and material changes are notified by pop-up or SMS. Continuing to use the services means you accept the amended agreement.\n\nYou may close your account at any time after settling your wallet balance and completing or cancelling open waybills. After closure your personal information is handled as the Privacy Policy describes.',
    'agreement.law.title': '9. Governing law and disputes',
    'agreement.law.body':
      'This agreement is governed by the laws of the People’s Republic of China (excluding Hong Kong, Macao and Taiwan). Disputes shall be settled by friendly negotiation; failing that, either party may sue in the competent people’s court where the platform operator is located.',
    'agreement.contact.title': '10. Contact us',
    'agreement.contact.body':
      'For questions, comments or complaints about this agreement, use the Hotlines screen in the app or write to service@changtu-freight.example. We answer within 15 working days.',
    'privacy.intro.title': 'Introduction',
    'privacy.intro.body':
      'ChangTu Freight ("we") knows how much your personal information matters to you. We process it lawfully, properly, only as far as necessary and in good faith, as required by the Personal Information Protection Law, the Cybersecurity Law and the Data Security Law of the People’s Republic of China.\n\nThis policy explains what we collect and why, how we use and protect it, and your rights.',
    'privacy.collect.title': '1. Information we collect',
    'privacy.collect.body':
      'Sign-up and sign-in: your mobile number, SMS verification codes and a device identifier (for guest access and account security).\n\nIdentity and qualification checks: name, national ID number and photos, driving licence, vehicle licence, road transport permit, business licence. These are sensitive personal information and are collected only when you apply for certification.\n\nTransport: waybills, loading and unloading addresses, licence plates and the vehicle’s position during transport. Payments: bank card numbers, account details and transaction records.',
    'privacy.use.title': '2. How we use it',
    'privacy.use.body':
      'We use this information to create and secure your account, verify identities and vehicle qualifications, match goods with capacity, track waybills, settle freight, handle ETC cards and prevent fraud, and to report waybill data to the transport authority’s network freight monitoring system as the law requires.\n\nWe do not use your information for purposes not stated in this policy without your consent.',
    'privacy.location.title': '3. Location',
    'privacy.location.body':
      'When you look for nearby goods we ask for your approximate position. While a waybill is in transit, and with your permission, we record the vehicle’s position for the track display, arrival confirmation and regulatory reporting. Recording stops when the waybill ends.\n\nYou can turn location off in your system settings at any time; nearby goods and transport tracks then stop working, other features do not.',
    'privacy.share.title': '4. Sharing, processors and disclosure',
    'privacy.share.body':
      'To provide the services we give the necessary information to: licensed payment institutions and banks (freight payment and withdrawals), ETC card issuers (ETC handling), electronic signature providers (contracts of carriage) and SMS providers (verification codes). Our agreements require them to protect it as this policy and the law require.\n\nWe do not disclose your personal information publicly unless the law or a competent authority requires it.',
    'privacy.storage.title': '5. Storage and retention',
    'privacy.storage.body':
      'Your personal information is stored in the People’s Republic of China and is not transferred abroad. We keep it only as long as its purpose requires; waybills and transaction records that the law requires us to keep (for example for at least three years) are kept for that period and then deleted or anonymised.',
    'privacy.security.title': '6. Security',
    'privacy.security.body':
      'We protect your information with encryption in transit, access control, encrypted storage of sensitive information and audited operation logs, and staff who handle personal information work under access rules and confidentiality training.\n\nIf a personal information security incident occurs, we will inform you and report to the authorities as the law requires.',
    'privacy.rights.title': '7. Your rights',
    'privacy.rights.body':
      'You may access, copy, correct, complete and delete your personal information, withdraw your consent and close your account. Most information can be managed on the "My freight" screen; customer service helps with the rest within 15 working days.\n\nWithdrawing consent does not affect processing carried out with your consent before.',
    'privacy.minors.title': '8. Minors',
    'privacy.minors.body':
      'Our services are for adults working in road freight. We do not knowingly collect information from anyone under 18 and delete it promptly if we find we have.',
    'privacy.changes.title': '9. Changes and contact',
    'privacy.changes.body':
      'When this policy changes we publish it in the app, and we ask for your consent to material changes in a prominent way such as a pop-up.\n\nFor any question about this policy or how we handle personal information, contact our personal information protection officer at privacy@changtu-freight.example.',
  },
};
