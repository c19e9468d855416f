import type { User } from '@/lib/api/schemas/user';

/** How to greet a customer: first and last name, else the company (new customers have no names), else the e-mail. */
export function customerName(user: Pick<User, 'first_name' | 'last_name' | 'company_name' | 'email' | 'username'>): string {
  const person = `${user.first_name.trim()} ${user.last_name.trim()}`.trim();
  return person || user.company_name.trim() || user.email || user.username;
}

/** The company a customer signs for (account board), else the e-mail. */
export function companyName(user: Pick<User, 'company_name' | 'email' | 'username'>): string {
  return user.company_name.trim() || user.email || user.username;
}
