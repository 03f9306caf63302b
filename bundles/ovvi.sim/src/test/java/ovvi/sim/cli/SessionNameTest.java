package ovvi.sim.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import ovvi.sim.session.SessionName;

class SessionNameTest {

	@Test
	void herdrsRules() {
		assertNull(SessionName.problem("work.1_a-b"));
		assertEquals("session name cannot be empty", SessionName.problem(""));
		assertEquals("session name cannot be . or ..", SessionName.problem(".."));
		assertEquals("session name cannot be longer than 64 bytes", SessionName.problem("a".repeat(65)));
		assertNull(SessionName.problem("a".repeat(64)));
		assertEquals("session name may only contain ASCII letters, numbers, '.', '_' and '-'",
				SessionName.problem("a/b"));
	}
}
