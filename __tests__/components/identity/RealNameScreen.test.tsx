import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { appUser, envelope, mockFetch, type Sent } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { fakeUploads, storedFile } from './fakeUpload';

const ID_CARD = '11010519491231002X';

function realName(status: string, rejectReason: string | null = null) {
  return {
    id: 3,
    kind: 'realName',
    status,
    submittedAt: '2026-11-20T08:00:00.000Z',
    reviewedAt: status === 'pending' ? null : '2026-11-21T08:00:00.000Z',
    rejectReason,
    name: '张三',
    idCardNo: '110105********002X',
  };
}

/** The server: no verification yet; a submission is refused with `refusal` or accepted as pending. */
function server(refusal: string | null) {
  let submitted: unknown = null;
  return (sent: Sent) => {
    const { pathname } = new URL(sent.url);
    if (pathname === '/app/api/user/verified' && sent.method === 'GET') return envelope(submitted);
    if (pathname === '/app/api/user/verified' && sent.method === 'POST') {
      if (refusal) return envelope(null, { code: 'A00400', msg: refusal, status: 400 });
      submitted = realName('pending');
      return envelope(submitted);
    }
    if (pathname === '/app/api/user/info') return envelope(appUser());
    if (pathname === '/app/api/user/qualification') return envelope({ isVerified: false, items: [] });
    return envelope(null, { code: '404', msg: `unexpected ${pathname}`, status: 404 });
  };
}

const submissions = (sent: Sent[]) => sent.filter((call) => call.method === 'POST' && call.url.endsWith('/app/api/user/verified'));

async function uploadBothSides() {
  const photo = () => new File(['jpeg'], 'id.jpg', { type: 'image/jpeg' });
  await act(async () => fireEvent.change(screen.getByLabelText('上传身份证人像面'), { target: { files: [photo()] } }));
  await act(async () => fireEvent.change(screen.getByLabelText('上传身份证国徽面'), { target: { files: [photo()] } }));
  await waitFor(() => expect(screen.getAllByText('id.jpg 已上传')).toHaveLength(2));
}

let uploads: ReturnType<typeof fakeUploads>;
beforeEach(() => {
  resetApp('#/pages/identityAuthentication/identityAuthentication');
  signInLocally();
  uploads = fakeUploads((index) => ({ status: 200, body: storedFile(index) }));
});
afterEach(() => {
  uploads.restore();
  jest.restoreAllMocks();
});

describe('real-name verification screen', () => {
  it('says honestly that the photos are not read automatically', async () => {
    mockFetch(server(null));
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText(/系统不会自动识别照片内容/)).toBeInTheDocument();
  });

  it('refuses a bad name, a bad ID and missing photos before sending, keeping what was typed', async () => {
    const { sent } = mockFetch(server(null));
    renderWithApp(<HashRouter routes={appRoutes} />);
    const name = await screen.findByLabelText('真实姓名');
    await userEvent.type(name, 'Zhang');
    await userEvent.type(screen.getByLabelText('身份证号'), '110105194912310021');
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));

    expect(screen.getByText('请输入身份证上的姓名（2-30个汉字）')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的身份证号码')).toBeInTheDocument();
    expect(screen.getByText('请上传身份证正反两面照片')).toBeInTheDocument();
    expect(name).toHaveValue('Zhang');
    expect(screen.getByLabelText('身份证号')).toHaveValue('110105194912310021');
    expect(submissions(sent)).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the input", async () => {
    const { sent } = mockFetch(server('身份证号与姓名不一致'));
    renderWithApp(<HashRouter routes={appRoutes} />);
    await userEvent.type(await screen.findByLabelText('真实姓名'), '张三');
    await userEvent.type(screen.getByLabelText('身份证号'), ID_CARD);
    await uploadBothSides();
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));

    expect(await screen.findByText('身份证号与姓名不一致')).toBeInTheDocument();
    expect(screen.getByLabelText('真实姓名')).toHaveValue('张三');
    expect(screen.getByLabelText('身份证号')).toHaveValue(ID_CARD);
    expect(submissions(sent)).toHaveLength(1);
  });

  it('uploads both sides, sends the name, ID and file ids, then shows the pending status', async () => {
    const { sent } = mockFetch(server(null));
    renderWithApp(<HashRouter routes={appRoutes} />);
    await userEvent.type(await screen.findByLabelText('真实姓名'), '张三');
    await userEvent.type(screen.getByLabelText('身份证号'), ID_CARD.toLowerCase());
    await uploadBothSides();
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));

    expect(await screen.findByText('您的实名认证正在审核中，审核结果会显示在这里。')).toBeInTheDocument();
    expect(screen.getByText('审核中')).toBeInTheDocument();
    expect(uploads.sent.map((upload) => `${upload.method} ${new URL(upload.url).pathname}`)).toEqual([
      'POST /app/api/file/upload',
      'POST /app/api/file/upload',
    ]);
    expect(uploads.sent[0].body).toBeInstanceOf(FormData);
    expect(submissions(sent)[0].body).toEqual({
      name: '张三',
      idCardNo: ID_CARD,
      frontImage: 'file-000000000000',
      backImage: 'file-000000000001',
    });
  });

  it('shows a rejection with its reason and offers to resubmit', async () => {
    mockFetch((sent) =>
      new URL(sent.url).pathname === '/app/api/user/verified'
        ? envelope(realName('rejected', '身份证照片模糊'))
        : envelope(null, { code: '404', msg: 'unexpected', status: 404 }),
    );
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('未通过原因：身份证照片模糊')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '修改后重新提交' }));
    expect(screen.getByLabelText('真实姓名')).toHaveValue('张三');
    expect(screen.getByLabelText('身份证号')).toHaveValue('');
  });
});
