import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CancelDialog } from '@/components/waybill/CancelDialog';
import { renderWithApp, resetApp } from '../support';

beforeEach(() => resetApp());

function open(onCancel: (reason: string) => Promise<unknown>) {
  renderWithApp(<CancelDialog open title="取消运单" message="取消后司机会收到通知。" confirmLabel="确认取消" onClose={jest.fn()} onCancel={onCancel} />);
}

describe('the cancel dialog answers like every form', () => {
  it('a refused submit goes to the reason and says one field needs fixing; fixing it clears the count and Enter sends', async () => {
    const onCancel = jest.fn().mockResolvedValue(undefined);
    open(onCancel);
    await userEvent.click(screen.getByRole('button', { name: '确认取消' }));
    const reason = screen.getByLabelText('取消原因');
    expect(reason).toHaveFocus();
    expect(await screen.findByText('还有 1 项需要修改')).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.type(reason, '车坏了{Enter}');
    await waitFor(() => expect(onCancel).toHaveBeenCalledWith('车坏了'));
    expect(screen.queryByText('还有 1 项需要修改')).not.toBeInTheDocument();
  });
});
