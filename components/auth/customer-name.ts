import type { User } from '@/lib/contract/schemas/user';

type Greeted = Pick<User, 'first_name' | 'last_name' | 'company_name' | 'email' | 'username'>;

/** How to greet a customer: first and last name, else the company (new customers have no names), else the e-mail. */
export function customerName(user: Greeted): string {
  const person = `${user.first_name.trim()} ${user.last_name.trim()}`.trim();
  return person || user.company_name.trim() || user.email || user.username;
}

/**
 * The name as a greeting sentence's end ('Vitajte, {name}.'): a name ending in a full stop
 * ('Firma s.r.o.') gives that stop up to the sentence's, so the toast never shows two.
 */
export function greetingName(user: Greeted): string {
  return customerName(user).replace(/\.+$/, '');
}

/** The company a customer signs for (account board), else the e-mail. */
export function companyName(user: Pick<User, 'company_name' | 'email' | 'username'>): string {
  return user.company_name.trim() || user.email || user.username;
}
