import leftPad from 'left-pad'

export const Broken = () => <span>{leftPad('x', 3)}</span>
