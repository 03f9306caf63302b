package ovvi.herdr.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.testing.SshdSettings;
import ovvi.testing.Sshd;

/** The transport chosen for a host in Ovvi's settings ({@link HostTransports}), against a real sshd on 127.0.0.1. */
class TransportSettingTest {

	@RegisterExtension
	static final Sshd SSHD = new Sshd(true);

	/** The settings as the UI keeps them, changed while the hosts are followed. */
	private final Map<String, String> stored = new ConcurrentHashMap<>();

	private SshHosts hosts(SshSettings settings) {
		return new SshHosts(settings.withTransports(stored::get), HostKeyTrust.REFUSE);
	}

	private static SshMachine.Transport afterARun(SshMachine machine) throws Exception {
		assertEquals("reached", machine.run(List.of("echo", "reached")).readLine());
		return machine.transport();
	}

	@Test
	void aHostChosenForOpenSshGoesThroughItAndTheOthersThroughJsch() throws Exception {
		stored.put(Sshd.ALIAS, "OPENSSH");
		try (var other = SSHD.config().appending("Host other\n  HostName 127.0.0.1\n  Port " + SSHD.port() + "\n  IdentityFile "
				+ SSHD.userKey() + "\n"); SshHosts hosts = hosts(SshdSettings.of(SSHD))) {
			assertEquals(SshMachine.Transport.OPENSSH, afterARun(hosts.machine(Sshd.ALIAS)));
			assertEquals(SshMachine.Transport.JSCH, afterARun(hosts.machine("other")));
		}
	}

	@Test
	void aHostsSettingWinsOverTheEnvironmentsList() throws Exception {
		stored.put(Sshd.ALIAS, "JSCH");
		try (SshHosts hosts = hosts(SshdSettings.of(SSHD).withOpenSsh("*"))) {
			assertEquals(SshMachine.Transport.JSCH, afterARun(hosts.machine(Sshd.ALIAS)));
		}
	}

	@Test
	void aChangeCountsFromTheHostsNextConnectionNotCuttingTheOpenOne() throws Exception {
		try (SshHosts hosts = hosts(SshdSettings.of(SSHD))) {
			SshMachine machine = hosts.machine(Sshd.ALIAS);
			assertEquals(SshMachine.Transport.JSCH, afterARun(machine));

			stored.put(Sshd.ALIAS, "OPENSSH");
			assertEquals(SshMachine.Transport.JSCH, afterARun(machine), "the open connection carries on");
			machine.close();
			assertEquals(SshMachine.Transport.OPENSSH, afterARun(machine));

			stored.put(Sshd.ALIAS, "JSCH");
			machine.close();
			assertEquals(SshMachine.Transport.JSCH, afterARun(machine));
		}
	}

	@Test
	void aMalformedStoredValueIsPassedOverWithALogLine() throws Exception {
		stored.put(Sshd.ALIAS, "ssh2");
		Logger log = Logger.getLogger(SshSettings.class.getName());
		List<String> logged = new CopyOnWriteArrayList<>();
		Handler handler = new Handler() {
			@Override
			public void publish(LogRecord record) {
				logged.add(record.getMessage());
			}

			@Override
			public void flush() {
			}

			@Override
			public void close() {
			}
		};
		log.addHandler(handler);
		try (SshHosts hosts = hosts(SshdSettings.of(SSHD))) {
			assertEquals(SshMachine.Transport.JSCH, afterARun(hosts.machine(Sshd.ALIAS)));
		} finally {
			log.removeHandler(handler);
		}
		assertTrue(logged.contains("The SSH transport stored for " + Sshd.ALIAS + " is \"ssh2\", which is neither JSCH nor OPENSSH:"
				+ " it is passed over."), logged.toString());
	}
}
