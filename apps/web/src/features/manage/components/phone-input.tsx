import '@/styles/mantine-forms.css';
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatNorthAmericanPhone } from '@charity/domain/phone-mask';

interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/** A North American phone number, masked as `(902) 555-0100` while typing. */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  return (
    <TextInput
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={value}
      onChange={(event) => onChange(formatNorthAmericanPhone(event.currentTarget.value))}
    />
  );
}
