package ovvi.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class AgentRequestsTest {

	private long now;
	private final AgentRequests requests = new AgentRequests(AgentRequests.RING_LIFE, () -> now);
	private final List<String> told = new ArrayList<>();
	private final List<String> refused = new ArrayList<>();

	{
		requests.addListener(new AgentRequests.Listener() {
			@Override
			public void requested(String paneId, String requestId) {
				told.add(paneId + " " + requestId);
			}

			@Override
			public void refused(String paneId, String token, String reason) {
				refused.add(paneId + " " + token + ": " + reason);
			}
		});
	}

	private static String id(int n) {
		return String.format("5f0c3a7e-1b2d-4c3e-9f10-%012x", n);
	}

	@Test
	void eachWellFormedIdIsToldOnceWhetherByEventOrSnapshot() {
		requests.rang("w1:p1", id(1));
		requests.rang("w1:p1", id(1));
		requests.rang("w1:p1", id(1).toUpperCase());
		requests.rang("w1:p1", "5f0c3a7e-1b2d-1c3e-9f10-000000000001");
		requests.rang("w1:p1", "not a uuid");
		requests.rang("w1:p1", null);
		assertEquals(List.of("w1:p1 " + id(1)), told);
		assertEquals(List.of("w1:p1 " + id(1).toUpperCase() + ": the request id is not a lowercase UUID version 4",
				"w1:p1 5f0c3a7e-1b2d-1c3e-9f10-000000000001: the request id is not a lowercase UUID version 4",
				"w1:p1 not a uuid: the request id is not a lowercase UUID version 4"), refused, "a ring without a token is no refusal");
	}

	@Test
	void anIdRungAgainAfterItsRingExpiredIsARefusedReplay() {
		requests.rang("w1:p1", id(1));
		now += AgentRequests.RING_LIFE.toNanos();
		requests.rang("w1:p1", id(1));
		assertEquals(List.of(), refused, "within its ring's life the same id is the same ring");
		now += 1;
		requests.rang("w1:p2", id(1));
		assertEquals(List.of("w1:p1 " + id(1)), told);
		assertEquals(List.of("w1:p2 " + id(1) + ": the request id rang again after it was acted on: a replay"), refused);
	}

	@Test
	void theLast256IdsAreKept() {
		for (int n = 0; n <= 256; n++) {
			requests.rang("w1:p1", id(n));
		}
		requests.rang("w1:p1", id(256));
		requests.rang("w1:p1", id(0));
		assertEquals(258, told.size(), "the oldest id was forgotten, the newest not");
	}
}
