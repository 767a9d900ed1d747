/**
 * One form behaviour for the whole app (issue 15): a refused submit goes to the first field to
 * fix, says how many need fixing, and a field's message goes as soon as the field is fixed.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import { setLocale } from '@/lib/i18n';
import { rules } from '@/lib/validate';
import { ActionForm } from '@/components/ui/ActionForm';
import { FormField } from '@/components/ui/FormField';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { renderWithApp, resetApp } from './support';

function ContactForm({ onSend }: { onSend: () => void }) {
  const form = useForm({
    name: { rules: [rules.required] },
    kind: { rules: [rules.required] },
    mobile: { rules: [rules.required, rules.mobile] },
  });
  const kind = form.field('kind');
  const send = useAction(async () => onSend());
  return (
    <ActionForm validate={() => form.validate()} action={send} submitLabel="提交" pendingLabel="提交中">
      <FormField field={form.field('name')} label="姓名" />
      {/* Not a FormField: a select takes part by its aria-invalid like any input. */}
      <TextField
        select
        id="field-kind"
        label="类型"
        value={kind.value}
        onChange={(event) => kind.onChange(event.target.value)}
        error={kind.error !== null}
        helperText={kind.error ?? ' '}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">请选择</option>
        <option value="a">甲</option>
      </TextField>
      <FormField field={form.field('mobile')} label="手机号" type="tel" />
    </ActionForm>
  );
}

beforeEach(() => resetApp());
afterEach(() => setLocale('zh-CN'));

it('goes to the first field to fix and says how many need fixing', async () => {
  const onSend = jest.fn();
  renderWithApp(<ContactForm onSend={onSend} />);
  await userEvent.type(screen.getByLabelText('姓名'), '王五');
  await userEvent.click(screen.getByRole('button', { name: '提交' }));

  // The select (second in the form) is the first that needs fixing, then the phone.
  await waitFor(() => expect(screen.getByLabelText('类型')).toHaveFocus());
  expect(screen.getByRole('alert')).toHaveTextContent('还有 2 项需要修改');
  expect(onSend).not.toHaveBeenCalled();
});

it('counts down as fields are fixed, and each fixed field loses its message at once', async () => {
  const onSend = jest.fn();
  renderWithApp(<ContactForm onSend={onSend} />);
  await userEvent.click(screen.getByRole('button', { name: '提交' }));
  await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveFocus());
  expect(screen.getByRole('alert')).toHaveTextContent('还有 3 项需要修改');
  expect(screen.getAllByText('此项不能为空')).toHaveLength(3);

  await userEvent.type(screen.getByLabelText('姓名'), '王');
  expect(screen.getByLabelText('姓名')).toHaveAttribute('aria-invalid', 'false');
  expect(screen.getAllByText('此项不能为空')).toHaveLength(2);
  expect(screen.getByRole('alert')).toHaveTextContent('还有 2 项需要修改');

  await userEvent.selectOptions(screen.getByLabelText('类型'), 'a');
  await userEvent.type(screen.getByLabelText('手机号'), '13800138000');
  expect(screen.queryByText('此项不能为空')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '提交' }));
  await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
});

it('says it in English too', async () => {
  setLocale('en');
  renderWithApp(<ContactForm onSend={jest.fn()} />);
  await userEvent.type(screen.getByLabelText('姓名'), '王五');
  await userEvent.type(screen.getByLabelText('手机号'), '13800138000');
  await userEvent.click(screen.getByRole('button', { name: '提交' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('1 field needs fixing'));
});
