//! The text layer: the engine's facts (trick explanations, Umschlag decisions, stake and
//! rule-system errors) turned into English or German sentences. Every function here takes the
//! language as an argument; the engine itself never speaks.
pub mod cite;
