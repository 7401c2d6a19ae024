import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config';
import { useAuth } from '../../../lib/auth/use-auth';

const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let scriptLoad: Promise<GoogleIdentity> | null = null;

/** Loads Google's script once per page, and only when a screen actually shows the button. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  scriptLoad ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('Google Identity did not load')));
    script.onerror = () => {
      scriptLoad = null;
      reject(new Error('Google Identity did not load'));
    };
    document.head.appendChild(script);
  });
  return scriptLoad;
}

const TEXTS = {
  signin: {
    buttonText: 'signin_with',
    unsuccessful: 'Google Sign-In was unsuccessful. Please try again.',
    failed: 'Failed to sign in with Google',
  },
  signup: {
    buttonText: 'signup_with',
    unsuccessful: 'Google Sign-Up was unsuccessful. Please try again.',
    failed: 'Failed to sign up with Google',
  },
} as const;

export interface GoogleSignInButtonProps {
  mode: keyof typeof TEXTS;
  /** Signing up from a team invitation: a new person joins that team instead of getting an account of their own. */
  inviteToken?: string;
}

/** Google's button under an "or" divider; renders nothing unless the server has a Google client id. */
export function GoogleSignInButton({ mode, inviteToken }: GoogleSignInButtonProps) {
  const { data: config } = useAppConfig();
  const clientId = config?.googleClientId;
  if (!clientId) return null;
  return <GoogleButton clientId={clientId} mode={mode} inviteToken={inviteToken} />;
}

function GoogleButton({ clientId, mode, inviteToken }: GoogleSignInButtonProps & { clientId: string }) {
  const { loginWithGoogle } = useAuth();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const onCredential = useEffectEvent((credential?: string) => {
    const texts = TEXTS[mode];
    if (!credential) {
      toast.error(texts.unsuccessful);
      return;
    }
    loginWithGoogle(credential, inviteToken)
      // Null: two-factor sign-in is on, and the sign-in page asks for the code.
      .then((user) => (user ? toast.success('Successfully signed in with Google!') : navigate('/login')))
      .catch((error: unknown) => toast.error(errorMessage(error, texts.failed)));
  });

  useEffect(() => {
    let active = true;
    loadGoogleIdentity()
      .then((google) => {
        if (!active || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => onCredential(response.credential),
        });
        google.accounts.id.renderButton(container.current, {
          theme: 'outline',
          size: 'large',
          text: TEXTS[mode].buttonText,
          width: 320,
        });
      })
      .catch(() => {
        if (active) setUnavailable(true);
      });
    return () => {
      active = false;
    };
  }, [clientId, mode]);

  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs uppercase text-gray-400">
        <span className="h-px flex-1 bg-gray-200" />
        or
        <span className="h-px flex-1 bg-gray-200" />
      </div>
      {unavailable ? (
        <p className="mt-4 text-center text-sm text-gray-500">Google sign-in is unavailable right now.</p>
      ) : (
        <div ref={container} className="mt-4 flex justify-center" data-testid="google-sign-in" />
      )}
    </div>
  );
}
