/** The plate keyboard (issue 15): pick the province from a grid, type the rest; 7 and 8 characters. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isPlate } from '@/lib/validate';
import { PLATE_PROVINCES, PlateField } from '@/components/ui/PlateField';
import { ActionForm } from '@/components/ui/ActionForm';
import { useAction } from '@/components/ui/useAction';
import { useForm } from '@/components/ui/useForm';
import { renderWithApp, resetApp } from './support';

function PlateForm({ onSend }: { onSend: (plate: string) => void }) {
  const form = useForm({ plate: { rules: [{ check: (v) => isPlate(v), messageKey: 'validate.plate' }] } });
  const send = useAction(async () => onSend(form.values.plate));
  return (
    <ActionForm validate={() => form.validate()} action={send} submitLabel="保存" pendingLabel="保存中">
      <PlateField field={form.field('plate')} label="车牌号" />
    </ActionForm>
  );
}

beforeEach(() => resetApp());

it('offers every province abbreviation when the empty plate is tapped', async () => {
  renderWithApp(<PlateForm onSend={jest.fn()} />);
  await userEvent.click(screen.getByLabelText('车牌号'));
  const keys = within(screen.getByRole('group', { name: '选择省份简称' })).getAllByRole('button');
  expect(keys.map((key) => key.textContent)).toEqual(PLATE_PROVINCES);
  expect(keys).toHaveLength(31);
});

it('picks 闽, types a12345 and sends 闽A12345', async () => {
  const onSend = jest.fn();
  renderWithApp(<PlateForm onSend={onSend} />);
  await userEvent.click(screen.getByLabelText('车牌号'));
  await userEvent.click(screen.getByRole('button', { name: '闽' }));
  expect(screen.queryByRole('group', { name: '选择省份简称' })).not.toBeInTheDocument();
  // The focus is back in the plate: the letters and digits follow.
  expect(screen.getByLabelText('车牌号')).toHaveFocus();
  await userEvent.keyboard('a12345');
  expect(screen.getByLabelText('车牌号')).toHaveValue('闽A12345');
  await userEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(onSend).toHaveBeenCalledWith('闽A12345');
});

it('takes an 8-character new-energy plate and changes the province from the grid', async () => {
  const onSend = jest.fn();
  renderWithApp(<PlateForm onSend={onSend} />);
  await userEvent.click(screen.getByLabelText('车牌号'));
  await userEvent.click(screen.getByRole('button', { name: '京' }));
  await userEvent.keyboard('AD12345');
  await userEvent.click(screen.getByRole('button', { name: '选择省份简称' }));
  await userEvent.click(screen.getByRole('button', { name: '粤' }));
  expect(screen.getByLabelText('车牌号')).toHaveValue('粤AD12345');
  await userEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(onSend).toHaveBeenCalledWith('粤AD12345');
});

it('refuses a plate without its province and goes back to it', async () => {
  const onSend = jest.fn();
  renderWithApp(<PlateForm onSend={onSend} />);
  await userEvent.type(screen.getByLabelText('车牌号'), 'A12345');
  await userEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(onSend).not.toHaveBeenCalled();
  expect(await screen.findByText('还有 1 项需要修改')).toBeInTheDocument();
  expect(screen.getByLabelText('车牌号')).toHaveFocus();
});
