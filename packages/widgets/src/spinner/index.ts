// The spinner on its own entry (`@multisalle/widgets/spinner`); `spinnerCss` is its stylesheet as text.
export { Spinner, type SpinnerProps } from './Spinner';
export { default as spinnerCss } from './spinner.css?inline';
