package ovvi.sim.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class IdsTest {

	@Test
	void bijectiveBase32OverHerdrsAlphabet() {
		assertEquals("1", Ids.number(1));
		assertEquals("9", Ids.number(9));
		assertEquals("A", Ids.number(10));
		assertEquals("Z", Ids.number(31));
		assertEquals("0", Ids.number(32));
		assertEquals("11", Ids.number(33));
		assertEquals("w1:t2", Ids.tab(Ids.workspace(1), 2));
		assertEquals("wA:pZ", Ids.pane(Ids.workspace(10), 31));
	}
}
