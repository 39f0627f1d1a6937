def rank(request):
	result = "";
	gameCode = "";
	version = "";
	if('gameCode' in request.GET):
		gameCode = request.GET["gameCode"];
	if('version' in request.GET):
		version = request.GET["version"];
	if(gameCode == ""):
		result = {
			'code': 102,
			'message': 'argument exception'
		};
	else:
		#r = redis.StrictRedis(host='222.126.242.105', port='6379', db=6);
		#gameCode version nickname deviceId userId registerDate
		key = "G_" + gameCode + "_world";
		if(r.exists(key)):
			ranks = r.lrange(key, 0, -1);
			world_ranks = [];
			for rank in ranks:
				world_ranks.append(json.loads(rank));
				
			result = {
				'code': 200,
				'ranks': world_ranks
			};
		else:
			result = {
				'code': 200,
				'ranks': []
			}
	return HttpResponse(json.dumps(result));
	

	
def saveScore(key, deviceId, nickname, currentScore):
	result = {};
	if(r.exists(key)):
		ranks = [];
		scores = r.lrange(key, 0, -1);
		for score in scores:
			ranks.append(json.loads(score));
		if(len(ranks) < 10):
			index = 0;
			for rank in ranks:
				if(currentScore >= rank["score"]):
					break;
				index += 1;
			value = {
				'deviceId': deviceId,
				'nickname': nickname,
				'score': currentScore
			};
			ranks.insert(index, value);
			r.linsert(key, "before", scores[index], json.dumps(value));
			result['isEnterRank'] = 1;
			result['myRank'] = index + 1;
			result['ranks'] = ranks;
		else:
			flag = False;
			index = 0;
			for rank in ranks:
				if(currentScore >= rank["score"]):
					flag = True;
					break;
				index += 1;
			value = {
				'deviceId': deviceId,
				'nickname': nickname,
				'score': currentScore
			};
			if(flag):
				ranks.insert(index, value);
				ranks.pop();
				r.linsert(key, "BEFORE", json.dumps(ranks[index]), json.dumps(value));
				r.rpop(key);
				result['isEnterRank'] = 1;
				result['myRank'] = index + 1;
				result['ranks'] = ranks;
			else:
				result['isEnterRank'] = 0;
				result['myRank'] = 0;
				result['ranks'] = ranks;
	else:
		value = {
			'deviceId': deviceId,
			'nickname': nickname,
			'score': currentScore
		};
		r.rpush(key, json.dumps(value));
		result['isEnterRank'] = 1;
		result['myRank'] = 1;
		result['ranks'] = [value];
	return result;
		
'''
提交分数
commitScore?gameCode=test&version=&deviceId=test1&userId=&score=1

用户分数
用户排行，只保存分数最高的记录，如果没有nickname则为unname
G_{gameCode}_D_{$deviceId}_score list element:{"nickname":"","score":100}
rpush
lrange

世界排行
只保存前10名分数最高的玩家信息，如果没有nickname则为unname
G_{gameCode}_world list element:{"nickname":"","score":100}
rpush
lrange
'''
