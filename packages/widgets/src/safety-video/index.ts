export { SafetyVideoModal, type SafetyVideoModalProps, safetyVideoTexts } from './SafetyVideoModal';
