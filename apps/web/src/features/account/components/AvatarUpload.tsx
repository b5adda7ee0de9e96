import { UploadOutlined } from '@ant-design/icons';
import type { UserInfo } from '@awards/shared/auth';
import { translateShared } from '@awards/web-common/i18n';
import { getToken } from '@awards/web-common/session';
import { fileUrl } from '@awards/web-common/transfer';
import { App, Avatar, Button, Flex, Image, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { UserText } from '../../../components/UserText';
import { useReplaceAvatar } from '../api/avatar';
import { AVATAR_ACCEPT, avatarFileProblem } from '../avatarFile';
import { useAccountT } from '../i18n';

const SIZE = 104;

/** The avatar URL an <img> can load: the download path with the token (no header there). */
export function avatarSrc(avatar: string | null | undefined): string | undefined {
  if (!avatar) return undefined;
  const token = getToken();
  return fileUrl(avatar, token ? { token } : undefined);
}

/**
 * The user's picture with a "change" button: the chosen image shows at once (a local
 * preview) while it uploads; clicking the picture opens it large. Without a picture,
 * the first letter of the real name stands in (spec 000 §2).
 */
export function AvatarUpload({ user }: { user: UserInfo }) {
  const t = useAccountT();
  const { message } = App.useApp();
  const replace = useReplaceAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = (file: File) => {
    setPreview(URL.createObjectURL(file));
    replace.mutate(file, {
      onSuccess: () => void message.success(t('avatar.uploaded')),
      onSettled: () => setPreview(null),
    });
  };

  const src = preview ?? avatarSrc(user.avatar);
  return (
    <Flex vertical align="center" gap={12} data-testid="avatar-upload">
      {src ? (
        <Image
          src={src}
          alt={t('avatar.alt')}
          width={SIZE}
          height={SIZE}
          style={{ borderRadius: '50%', objectFit: 'cover' }}
          data-testid="avatar-image"
        />
      ) : (
        <Avatar size={SIZE} style={{ fontSize: 40 }} data-testid="avatar-initial">
          <UserText>{(user.realname || user.username).slice(0, 1)}</UserText>
        </Avatar>
      )}
      <Upload
        accept={AVATAR_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          const problem = avatarFileProblem(file);
          if (problem) {
            void message.error(translateShared(problem));
            return Upload.LIST_IGNORE;
          }
          upload(file);
          // The upload runs through the app's HTTP client, not antd's XHR.
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={replace.isPending} data-testid="avatar-change">
          {t('avatar.change')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
        {t('avatar.hint')}
      </Typography.Text>
    </Flex>
  );
}
