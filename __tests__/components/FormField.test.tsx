import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import { rules } from '@/lib/validate';
import { FormField } from '@/components/ui/FormField';
import { useForm } from '@/components/ui/useForm';
import { renderWithApp, resetApp } from './support';

function PhoneForm({ onSubmit }: { onSubmit: (mobile: string) => void }) {
  const form = useForm({ mobile: { rules: [rules.required, rules.mobile] } });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.validate()) onSubmit(form.values.mobile);
      }}
    >
      <FormField field={form.field('mobile')} label="手机号" type="tel" />
      <Button type="submit">提交</Button>
    </form>
  );
}

beforeEach(() => resetApp());

describe('FormField', () => {
  it('refuses a value the checker refuses, says why, and keeps what was typed', async () => {
    const onSubmit = jest.fn();
    renderWithApp(<PhoneForm onSubmit={onSubmit} />);
    const input = screen.getByLabelText('手机号');
    await userEvent.type(input, '1234');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveValue('1234');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
  });

  it('says nothing while typing, and speaks up when the field is left', async () => {
    renderWithApp(<PhoneForm onSubmit={jest.fn()} />);
    const input = screen.getByLabelText('手机号');
    await userEvent.type(input, '1');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    fireEvent.blur(input);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for an empty required field on submit', async () => {
    renderWithApp(<PhoneForm onSubmit={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears the message once the value is fixed, and submits it', async () => {
    const onSubmit = jest.fn();
    renderWithApp(<PhoneForm onSubmit={onSubmit} />);
    const input = screen.getByLabelText('手机号');
    await userEvent.type(input, '1380013800');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(input, '0');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).toHaveBeenCalledWith('13800138000');
  });
});
