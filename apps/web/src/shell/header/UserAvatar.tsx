import { useState } from 'react';
import { UserText } from '../../components/UserText';
import styles from '../shell.module.css';

/**
 * The header's avatar: the user's picture, or the first letter of their name when there is none
 * or it fails to load (spec 000 §2). Plain elements styled as antd's small Avatar (24 px circle,
 * 14 px white letter): antd's measures its text in an effect to scale it (two offsetWidth reads,
 * the first layout of the page forced, and two more renders), ~170 ms of the home page's first
 * screen at 4× CPU (issue 18, bench/README.md). One letter always fits: nothing to scale.
 */
export function UserAvatar({ src, letter }: { src: string | undefined; letter: string }) {
  // The picture that failed to load, if any: a new one is tried again.
  const [failed, setFailed] = useState<string>();
  const picture = src !== undefined && src !== failed;
  return (
    <span className={styles.avatar} data-testid="user-avatar">
      {picture ? (
        <img src={src} alt="" onError={() => setFailed(src)} />
      ) : (
        <span>
          <UserText>{letter}</UserText>
        </span>
      )}
    </span>
  );
}
