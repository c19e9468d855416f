import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { useSchemaForm } from '@/components/ui/use-schema-form';

const schema = z.object({ name: z.string().check(z.minLength(2, 'too short')) });

function NameForm({ onValid }: { onValid: (values: z.infer<typeof schema>) => void }) {
  const form = useSchemaForm(schema, { name: '' });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <input aria-label="name" {...form.register('name')} />
      <p>{form.formState.errors.name?.message}</p>
      <button type="submit">send</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('checks by the schema only from the first submit on, then as the customer types', async () => {
    const onValid = jest.fn();
    render(<NameForm onValid={onValid} />);
    const input = screen.getByLabelText('name');
    fireEvent.change(input, { target: { value: 'a' } });
    fireEvent.blur(input);
    // let a validation that the change might have started finish
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText('too short')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('too short')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'ab' } });
    await waitFor(() => expect(screen.queryByText('too short')).not.toBeInTheDocument());
  });
});
