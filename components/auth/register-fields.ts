import type { RegistrationForm } from '@/lib/contract/schemas/requests/registration';

type TextName = Exclude<keyof RegistrationForm, 'personalDataCheckbox'>;
interface TextField {
  name: TextName;
  type?: 'email' | 'tel' | 'password';
  autoComplete: string;
  /** a digits keyboard on phones for identifiers that are digits only */
  inputMode?: 'numeric';
}

/** The registration's text fields in their fieldsets (docs/rules.md#validation), in the order they are shown. */
export const REGISTER_SECTIONS: { legend: 'companySection' | 'contactSection' | 'passwordSection'; fields: TextField[] }[] = [
  {
    legend: 'companySection',
    fields: [
      { name: 'companyName', autoComplete: 'organization' },
      { name: 'companyId', autoComplete: 'off', inputMode: 'numeric' },
      { name: 'vatRegistrationId', autoComplete: 'off', inputMode: 'numeric' },
      { name: 'extVatRegistrationId', autoComplete: 'off' },
    ],
  },
  {
    legend: 'contactSection',
    fields: [
      { name: 'email', type: 'email', autoComplete: 'email' },
      { name: 'phone', type: 'tel', autoComplete: 'tel' },
    ],
  },
  {
    legend: 'passwordSection',
    fields: [
      { name: 'password', type: 'password', autoComplete: 'new-password' },
      { name: 'passwordRepeat', type: 'password', autoComplete: 'new-password' },
    ],
  },
];

/** The names a server error may point at, for marking the field. */
export const REGISTER_FIELD_NAMES = REGISTER_SECTIONS.flatMap((section) => section.fields.map((field) => field.name));

export const REGISTER_DEFAULTS: RegistrationForm = {
  companyName: '',
  companyId: '',
  vatRegistrationId: '',
  extVatRegistrationId: '',
  email: '',
  phone: '',
  password: '',
  passwordRepeat: '',
  personalDataCheckbox: false,
};
