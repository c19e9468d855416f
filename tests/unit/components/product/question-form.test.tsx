import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QuestionForm } from '@/components/product/question-form';
import { ApiError } from '@/lib/contract/errors';
import { sendQuestion } from '@/lib/contract/calls/catalogue';
import { clearToasts, getToasts } from '@/lib/browser/toast-store';
import { renderWithIntl } from '../render-with-intl';

jest.mock('@/lib/contract/calls/catalogue', () => ({ sendQuestion: jest.fn() }));
const send = sendQuestion as jest.MockedFunction<typeof sendQuestion>;

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

/** Fills the form as Ján Novák with `email` and `question`, and sends it. */
function askAsJan(email: string, question: string) {
  fill('Meno', 'Ján');
  fill('Priezvisko', 'Novák');
  fill('E-mail', email);
  fill('Vaša otázka', question);
  fireEvent.click(screen.getByRole('button', { name: 'Odoslať otázku' }));
}

describe('QuestionForm', () => {
  beforeEach(() => {
    send.mockReset();
    clearToasts();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows no errors before the first submit, then required errors', async () => {
    renderWithIntl(<QuestionForm productId={7} productLabel="Kamera (DS-1)" />);
    expect(screen.getByLabelText('Produkt', { exact: false })).toHaveValue('Kamera (DS-1)');
    fill('Meno', '');
    expect(screen.queryByText('Toto pole je povinné.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Odoslať otázku' }));
    expect(await screen.findAllByText('Toto pole je povinné.')).toHaveLength(4);
    expect(screen.getByLabelText('Meno', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('does not check the e-mail format; sends, toasts success and resets', async () => {
    send.mockResolvedValue(undefined);
    renderWithIntl(<QuestionForm productId={7} productLabel="Kamera (DS-1)" />);
    askAsJan('nie-je-email', 'Má kamera mikrofón?');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![1]).toMatchObject({
      name: 'Ján Novák',
      email: 'nie-je-email',
      about: 'Kamera (DS-1)',
      text: 'Má kamera mikrofón?',
      product: 7,
      stars: 0,
      address: '',
    });
    await waitFor(() => expect(getToasts()).toEqual([expect.objectContaining({ variant: 'success', message: 'productQuestionSuccess' })]));
    expect(screen.getByLabelText('Meno', { exact: false })).toHaveValue('');
    expect(screen.getByLabelText('Produkt', { exact: false })).toHaveValue('Kamera (DS-1)');
  });

  it('shows the generic error toast for the product screen on failure', async () => {
    send.mockRejectedValue(new ApiError([{ key: 'email', code: 'messages.contact.failed' }], 400));
    renderWithIntl(<QuestionForm productId={7} productLabel="Kamera" />);
    askAsJan('jan@firma.sk', 'Otázka');
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ variant: 'error', message: 'genericError', screen: 'product' }));
    expect(screen.getByLabelText('Meno', { exact: false })).toHaveValue('Ján');
  });
});
