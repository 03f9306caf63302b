package ovvi.herdr.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

class SshTargetTest {

	@Test
	void readsEveryFormAndWritesItBack() throws Exception {
		assertEquals(new SshTarget(null, "devbox", OptionalInt.empty()), SshTarget.parse("devbox"));
		assertEquals(new SshTarget("ana", "devbox", OptionalInt.empty()), SshTarget.parse("ana@devbox"));
		assertEquals(new SshTarget(null, "10.0.0.7", OptionalInt.of(2222)), SshTarget.parse("10.0.0.7:2222"));
		assertEquals(new SshTarget("ana", "dev-box.example.org", OptionalInt.of(1)), SshTarget.parse("ana@dev-box.example.org:1"));
		assertEquals(new SshTarget("ana", "::1", OptionalInt.of(65535)), SshTarget.parse("ana@[::1]:65535"));
		assertEquals(new SshTarget(null, "fe80::1%eth0", OptionalInt.empty()), SshTarget.parse("fe80::1%eth0"));
		assertEquals(new SshTarget(null, "::1", OptionalInt.empty()), SshTarget.parse("[::1]"));
		for (String text : new String[] { "devbox", "ana@devbox:2222", "ana@[::1]:22", "::1" }) {
			assertEquals(text, SshTarget.parse(text).toString());
		}
	}

	@Test
	void badInputSaysWhatIsWrong() {
		assertTrue(invalid("").contains("No SSH target"));
		assertTrue(invalid("devbox:0").contains("the port \"0\" is not a TCP port (1 to 65535)"), invalid("devbox:0"));
		assertTrue(invalid("devbox:65536").contains("the port \"65536\""));
		assertTrue(invalid("devbox:").contains("the port \"\""));
		assertTrue(invalid("devbox:22x").contains("the port \"22x\""));
		assertTrue(invalid("ana@[::1]:99999").contains("the port \"99999\""));
		assertTrue(invalid("dev box").contains("a space"));
		assertTrue(invalid(" devbox").contains("a space"));
		assertTrue(invalid("devbox\n").contains("a space or control character"));
		assertTrue(invalid("a@b@c").contains("more than one @"));
		assertTrue(invalid("@devbox").contains("\"\" is no user name"));
		assertTrue(invalid("ana@").contains("\"\" is no host name"));
		assertTrue(invalid("-oProxyCommand=x").contains("is no host name"));
		assertTrue(invalid("[devbox]:22").contains("only an IPv6 address goes in brackets"));
		assertTrue(invalid("dev:box:22").contains("[address]:port"));
	}

	private static String invalid(String text) {
		return assertThrows(SshTarget.Invalid.class, () -> SshTarget.parse(text)).getMessage();
	}
}
