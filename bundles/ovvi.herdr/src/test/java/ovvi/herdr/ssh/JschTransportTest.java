package ovvi.herdr.ssh;

import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.testing.SshdSettings;
import ovvi.testing.SimServer;
import ovvi.testing.Sshd;

/** The transport suite over Ovvi's own SSH (JSch): exec channels, direct-streamlocal channels. */
class JschTransportTest extends TransportSuite {

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
		return new RemoteExec(new SshConnection(target, SshdSettings.of(SSHD), trust));
	}
}
