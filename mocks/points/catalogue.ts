import type { MallCatalogueItem } from '../../contracts/points';

const item = (
  id: number, type: MallCatalogueItem['type'], name: string, requiredPoints: number, stock: number, perMemberLimit: number,
  description: string, requiredAmount = 0,
): MallCatalogueItem => ({
  id, type, name, description, imageUrl: `/mock-assets/mall/${type.toLowerCase()}-${id}.svg`, requiredPoints, requiredAmount, stock, perMemberLimit,
});

/** The points mall: vouchers, bonuses, gadgets (some "points + cash") and lifestyle items. */
export const MALL_ITEMS: readonly MallCatalogueItem[] = [
  item(1, 'CASH_VOUCHER', '50 Cash Voucher', 6_000, 500, 10, 'Credited to your wallet once approved.'),
  item(2, 'CASH_VOUCHER', '100 Cash Voucher', 11_500, 300, 10, 'Credited to your wallet once approved.'),
  item(3, 'CASH_VOUCHER', '500 Cash Voucher', 55_000, 50, 2, 'Credited to your wallet once approved.'),
  item(4, 'BONUS', '20 Free Spins: Fortune Dragon', 2_500, 1_000, 10, 'Twenty free spins at 1.00 per spin, valid for 7 days.'),
  item(5, 'BONUS', 'Deposit Bonus 10% (max 500)', 8_000, 200, 3, 'A 10% bonus on your next deposit, turnover x5.'),
  item(6, 'BONUS', 'Rebate Booster +0.2% (7 days)', 5_000, 200, 5, 'Adds 0.2% to every manual rebate rate for seven days.'),
  item(7, 'GADGET', 'Wireless Earbuds', 45_000, 20, 1, 'Noise-cancelling earbuds, delivered within 14 days.'),
  item(8, 'GADGET', 'Smart Watch', 90_000, 10, 1, 'Fitness smart watch, delivered within 14 days.'),
  item(9, 'GADGET', 'Smartphone 256GB', 250_000, 3, 1, 'Flagship smartphone. Points plus a cash part taken from your wallet.', 5_000),
  item(10, 'GADGET', 'Gaming Laptop', 400_000, 0, 1, 'High-end gaming laptop. Points plus a cash part. Out of stock.', 15_000),
  item(11, 'LIFESTYLE', 'Coffee Shop Gift Card', 3_000, 500, 10, 'A 250 gift card for a nationwide coffee chain.'),
  item(12, 'LIFESTYLE', 'Movie Tickets (2)', 4_500, 300, 5, 'Two cinema tickets, sent as e-vouchers.'),
  item(13, 'LIFESTYLE', 'Food Delivery Voucher 300', 4_000, 400, 10, 'A 300 food delivery voucher.'),
  item(14, 'LIFESTYLE', 'Weekend Hotel Stay', 150_000, 5, 1, 'Two nights for two at a city hotel. Points plus a cash part.', 2_000),
  item(15, 'CASH_VOUCHER', '1000 Cash Voucher', 105_000, 20, 1, 'Credited to your wallet once approved.'),
  item(16, 'GADGET', 'Bluetooth Speaker', 30_000, 40, 2, 'Portable waterproof speaker.'),
];

export const POINTS_RULES_HTML = [
  '<h3>How points work</h3>',
  '<ol>',
  '<li>Every settled bet earns points on its valid bet, at the rate of its game category (see the exchange rate table). Higher VIP levels earn more.</li>',
  '<li>Points are credited every week and <strong>never expire</strong>.</li>',
  '<li>Redeem points for items in the points mall. Some items also take a cash part from your wallet.</li>',
  '<li>Redemptions are processed within 3 working days. If an item cannot be delivered, its points (and cash part) are returned.</li>',
  '<li>Convert points into wallet money at your VIP level’s rate, from 1,000 points in steps of 100, up to 200,000 points a day.</li>',
  '<li>Redeeming and converting need your payment password.</li>',
  '<li>Points cannot be transferred between members. The platform may cancel points earned by abuse.</li>',
  '</ol>',
].join('');
