package ovvi.herdr.testing;

import java.util.Map;

import ovvi.herdr.ssh.SshSettings;
import ovvi.testing.Sshd;

/** The transport's settings for a test sshd: its alias in ~/.ssh/config, the user key, its known_hosts. */
public final class SshdSettings {

	private SshdSettings() {
	}

	public static SshSettings of(Sshd sshd) {
		return SshSettings.of(sshd.localHome(), Map.of());
	}
}
