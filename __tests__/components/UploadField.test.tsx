import { act, fireEvent, screen } from '@testing-library/react';
import { UploadField } from '@/components/ui/UploadField';
import { renderWithApp, resetApp } from './support';

beforeEach(() => resetApp());

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('上传行驶证'), { target: { files: [file] } });
}

describe('UploadField', () => {
  it('shows the upload\'s progress and then that it is done', async () => {
    let report: (percent: number) => void = () => undefined;
    let finish: (value: { url: string }) => void = () => undefined;
    const upload = jest.fn((_file: File, onProgress: (percent: number) => void) => {
      report = onProgress;
      return new Promise<{ url: string }>((resolve) => {
        finish = resolve;
      });
    });
    const onUploaded = jest.fn();
    renderWithApp(<UploadField label="上传行驶证" accept="image/*" upload={upload} onUploaded={onUploaded} />);
    const file = new File(['x'.repeat(100)], 'license.jpg', { type: 'image/jpeg' });
    choose(file);

    expect(upload).toHaveBeenCalledWith(file, expect.any(Function));
    act(() => report(40));
    expect(screen.getByRole('progressbar', { name: 'license.jpg 上传进度' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('正在上传 license.jpg：40%')).toBeInTheDocument();

    await act(async () => finish({ url: '/files/1' }));
    expect(screen.getByText('license.jpg 已上传')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith({ url: '/files/1' }, file);
  });

  it('says why an upload failed and uploads the same file again on retry', async () => {
    const upload = jest.fn().mockRejectedValueOnce(new Error('文件过大')).mockResolvedValueOnce({});
    renderWithApp(<UploadField label="上传行驶证" upload={upload} />);
    const file = new File(['x'], 'license.jpg', { type: 'image/jpeg' });
    await act(async () => choose(file));
    expect(screen.getByRole('alert')).toHaveTextContent('文件过大');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(upload).toHaveBeenLastCalledWith(file, expect.any(Function));
    expect(screen.getByText('license.jpg 已上传')).toBeInTheDocument();
  });
});
