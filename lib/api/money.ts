/** Money verbs for screens (wallets, cards, freight payment, cash-out). */
export {};
