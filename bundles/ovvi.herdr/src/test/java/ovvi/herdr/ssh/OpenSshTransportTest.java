package ovvi.herdr.ssh;

import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.testing.SshdSettings;
import ovvi.testing.SimServer;
import ovvi.testing.Sshd;

/** The transport suite over the system's OpenSSH client: a control master, its clients and its stream-local forwards. */
class OpenSshTransportTest extends TransportSuite {

	@RegisterExtension
	@Order(1)
	static final Sshd SSHD = new Sshd(true);
	@RegisterExtension
	@Order(2)
	static final SimServer SIM = new SimServer(SSHD::remoteHome);

	@Override
	protected Sshd sshd() {
		return SSHD;
	}

	@Override
	protected EnvelopeExec open(String target, HostKeyTrust trust) throws Exception {
		return new OpenSshExec(SshTarget.parse(target), SshdSettings.of(SSHD), trust);
	}
}
