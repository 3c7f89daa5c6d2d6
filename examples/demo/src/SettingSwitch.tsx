import type { ReactNode } from 'react'
import type { SwitchSetting } from './switchSetting'

/**
 * A checkbox for one of the demo's remembered settings (see `demoSwitches`): it shows the
 * remembered state and, when changed, remembers the new one and reloads the page, which applies
 * it when the demo creates Latch.
 *
 * @param props - The setting, the `data-demo-<name>` hook tests find it by, and the label.
 * @example
 * ```tsx
 * <SettingSwitch setting={demoSwitches().embedded} name="embedded">Embedded modal</SettingSwitch>
 * ```
 */
export function SettingSwitch(props: { setting: SwitchSetting; name: string; children: ReactNode }) {
  return (
    <label className="demo-switch">
      <input
        type="checkbox"
        defaultChecked={props.setting.read()}
        {...{ [`data-demo-${props.name}`]: '' }}
        onChange={(event) => {
          props.setting.write(event.target.checked)
          window.location.reload()
        }}
      />
      {props.children}
    </label>
  )
}
