import type { CustomerService } from '../../contracts/shared/entities';

/** Customer-service entries as the permission call reports them. */
export const customerService: CustomerService[] = [
  { csType: 'LIVECHAT', title: 'Live chat', path: 'https://example.com/livechat' },
  { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/example' },
];
