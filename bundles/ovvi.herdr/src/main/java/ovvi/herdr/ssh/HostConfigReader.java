package ovvi.herdr.ssh;

/** Reads the user's SSH config for one target, afresh on each call, so a changed config counts at the next connect. */
interface HostConfigReader {

	/** @throws SshException the config cannot be read; the message is the reader's own (OpenSSH's, when it read it) */
	HostConfig read(SshTarget target) throws SshException;

	/** OpenSSH's own resolution when its client is installed, else JSch's reading of ~/.ssh/config. */
	static HostConfigReader of(SshSettings settings) {
		return settings.sshClient() != null ? new OpenSshConfigReader(settings) : new JschConfigReader(settings);
	}
}
