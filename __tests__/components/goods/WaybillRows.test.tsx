import { screen } from '@testing-library/react';
import type { WaybillSummaryInfo } from '@/lib/api';
import { WaybillRow } from '@/components/goods/WaybillRows';
import { renderWithApp, resetApp } from '../support';
import { waybill } from '../waybill/waybillServer';

describe('a waybill row of the owner\'s goods', () => {
  it('shows the freight grouped with two decimals, like the rest of the money', () => {
    resetApp('#/pages/owner2/owner2');
    renderWithApp(<WaybillRow waybill={{ ...(waybill('inTransit') as unknown as WaybillSummaryInfo), freightFen: 812000 }} />);
    expect(screen.getByText(/¥8,120\.00\/车/)).toBeInTheDocument();
    expect(screen.queryByText(/¥8120/)).not.toBeInTheDocument();
  });
});
