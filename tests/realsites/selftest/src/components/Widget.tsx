import { useEffect, useState, type ReactNode } from 'react'
import clsx from 'clsx'
import Tabs from '@theme/Tabs'
import TabItem from '@theme/TabItem'
import CodeBlock from '@theme/CodeBlock'
import Admonition from '@theme/Admonition'
import Heading from '@theme/Heading'
import Link from '@docusaurus/Link'
import { useColorMode } from '@docusaurus/theme-common'
import styles from './Widget.module.css'

/** Known server render: state at its initial value, the effect never runs. */
export function Widget(props: { code: string; pkgs: string[]; children?: ReactNode }) {
  const [src, setSrc] = useState('')
  const [phase, setPhase] = useState('initial')
  const { colorMode } = useColorMode()
  useEffect(() => {
    setSrc('https://play.example.com/')
    setPhase('effected')
    // A file the vendored tree left out, loaded only in the browser: the render never needs it.
    import('../../../outside/codes.json').then((codes) => setPhase(String(codes)))
  }, [])
  return (
    <div className={clsx(styles.box, 'widget')}>
      <Heading as="h2" id="widget-heading">Widget heading</Heading>
      <Heading as="h3">Anchorless heading</Heading>
      <p>Phase {phase} in {colorMode} mode, see <Link to="/docs/intro">the intro</Link>.</p>
      <iframe src={src} />
      <iframe src="https://www.youtube-nocookie.com/embed/abc" title="video" />
      <Tabs>
        {props.pkgs.map((p) => (
          <TabItem key={p} value={p} label={p.toUpperCase()}>
            <CodeBlock language="bash">{`npm install ${p}\n`}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
      <div className={styles.hidden}>
        <CodeBlock language="ts">{props.code}</CodeBlock>
      </div>
      <Admonition type="caution" title="Careful">Mind the gap</Admonition>
      <img src="/img/logo.png" alt="Widget logo" />
      {props.children}
    </div>
  )
}
