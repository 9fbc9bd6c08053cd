//! placeholder until the phase lands
