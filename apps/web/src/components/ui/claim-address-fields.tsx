import { errorMessage } from '../../lib/api-client';
import { Button } from './button';
import { Input } from './input';

/**
 * The address part of a claim form (a refund claim, a payout claim): the address, the warning that it is final, the
 * server's refusal and the submit button. Test ids start with `testIdPrefix`.
 */
export function ClaimAddressFields(props: {
  label: string;
  address: string;
  onAddressChange: (address: string) => void;
  /** Shown under the field once the form was submitted. */
  problem: string | undefined;
  /** What the address receives, in the warning: "a refund", "a payment". */
  receives: string;
  answer: { isPending: boolean; isError: boolean; error: unknown };
  testIdPrefix: string;
}) {
  const { answer, testIdPrefix: id } = props;
  return (
    <>
      <Input
        label={props.label}
        value={props.address}
        onChange={(e) => props.onAddressChange(e.target.value)}
        error={props.problem}
        autoComplete="off"
        spellCheck={false}
        data-testid={`${id}-address-input`}
      />
      <p className="text-xs text-gray-500">
        Check it carefully: once sent, the address cannot be changed, and {props.receives} sent to a wrong address
        cannot be taken back.
      </p>
      {answer.isError && (
        <p role="alert" className="text-sm text-red-700" data-testid={`${id}-answer-error`}>
          {errorMessage(answer.error, 'Failed to send your address')}
        </p>
      )}
      <Button type="submit" className="w-full" isLoading={answer.isPending} data-testid={`${id}-submit`}>
        Send my address
      </Button>
    </>
  );
}
